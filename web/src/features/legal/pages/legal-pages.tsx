import { legal as LEGAL_TEXT } from '@/messages/legal';
import { LegalDocument } from '../components/legal-document';

/** /conditions: who may enter a child, votes, fraud, photos, prizes, data and copyright. */
export const ConditionsPage = () => <LegalDocument text={LEGAL_TEXT.conditions} />;

/** /policies: what is stored about a parent and a child, who sees it, for how long. */
export const PoliciesPage = () => <LegalDocument text={LEGAL_TEXT.policies} />;

/** /terms-of-service: using the site and buying vote packs. */
export const TermsOfServicePage = () => <LegalDocument text={LEGAL_TEXT.termsOfService} />;

/** /fb-delete-account: how to delete an account and what is deleted (the page Facebook sign-in requires). */
export const DataDeletionPage = () => <LegalDocument text={LEGAL_TEXT.dataDeletion} />;
