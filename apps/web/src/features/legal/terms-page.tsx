import { LegalPage } from '@/features/legal/legal-page'

export const TermsPage = () => <LegalPage doc="terms" />
