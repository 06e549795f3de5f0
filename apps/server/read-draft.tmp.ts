import { briefSchema } from '@hookline/contract'
import { composeDraft } from './src/engines/offline/compose'
import { renderScriptMarkdown } from './src/engines/script-markdown/render'
const [topic, platform, format, language] = process.argv.slice(2)
const brief = briefSchema.parse({ topic, platform, format, language })
console.log(renderScriptMarkdown(composeDraft(brief, brief.language), { language: brief.language, platform: brief.platform }))
