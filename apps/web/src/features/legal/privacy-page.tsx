import { LegalPage } from './legal-page'

export const PrivacyPage = () => <LegalPage doc="privacy" />
