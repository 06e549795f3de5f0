import { LegalPage } from './legal-page'

export const TermsPage = () => <LegalPage doc="terms" />
