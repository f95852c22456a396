import { TERMS_OF_USE } from '@hairhue/catalogue/legal';
import { LegalBlocks } from './legal-text';
import { LegalScreen } from './legal-screen';

/** The terms of use: the text of the public /terms page (catalogue/legal), inside the app. */
export function TermsPage() {
  return (
    <LegalScreen title={TERMS_OF_USE.title} updated={TERMS_OF_USE.updated} lead={TERMS_OF_USE.lead}>
      <LegalBlocks blocks={TERMS_OF_USE.blocks} />
    </LegalScreen>
  );
}
