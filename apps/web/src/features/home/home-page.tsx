import { useInView } from 'motion/react';
import { useRef, useState } from 'react';
import { Screen } from '@/components/screen';
import { AddPhotoDialog } from './add-photo-dialog';
import { AddPhotoFab } from './add-photo-fab';
import { ColorsInfoCard } from './colors-info-card';
import { HeroBanner } from './hero-banner';
import { PhotoTabs } from './photo-tabs';
import { PremiumBanner } from './premium-banner';
import { UploadCard } from './upload-card';
import { useGalleryUpload } from './use-gallery-upload';

/** Home (SPEC §2): the brand banner, ways to add a selfie, recent looks or demos, and the premium offer. */
export function HomePage() {
  const { state, uploadFile } = useGalleryUpload();
  const [dialogOpen, setDialogOpen] = useState(false);
  const uploadCard = useRef<HTMLElement>(null);
  const uploadCardVisible = useInView(uploadCard, { initial: true, amount: 0.5 });

  return (
    <Screen withTabBar className="gap-4 pt-4">
      <HeroBanner />
      <UploadCard ref={uploadCard} upload={state} onFile={(file) => void uploadFile(file, 'page')} />
      <PremiumBanner />
      <section aria-label="Your photos">
        <PhotoTabs onAddPhoto={() => setDialogOpen(true)} />
      </section>
      <ColorsInfoCard />
      {/* Room to scroll the last card clear of the floating add button. */}
      <div aria-hidden="true" className="h-12 shrink-0" />
      <AddPhotoFab visible={!uploadCardVisible && !dialogOpen} onClick={() => setDialogOpen(true)} />
      <AddPhotoDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        upload={state}
        onFile={(file) => void uploadFile(file, 'dialog')}
      />
    </Screen>
  );
}
