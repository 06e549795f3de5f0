import { LegalPage } from '@/features/legal/legal-page'

export const PrivacyPage = () => <LegalPage doc="privacy" />
