import { Sparkles } from 'lucide-react';
import { usePhotoAppearance } from '@/api/photo-appearance';
import { Button } from '@/components/button';

/**
 * 'Roll shades that suit me' beside the usual roll: the six drawn from the shades that suit the photo.
 * Offered only once the photo's skin and hair are measured (a face found), so the server never has to
 * fall back to an ordinary roll for it.
 */
export function SuitsMeRoll({
  photoId,
  disabled,
  describedBy,
  onRoll,
}: {
  photoId: string;
  disabled: boolean;
  describedBy: string | undefined;
  onRoll: () => void;
}) {
  const appearance = usePhotoAppearance(photoId).data?.appearance;
  if (!appearance) return null;
  return (
    <Button block variant="secondary" disabled={disabled} aria-describedby={describedBy} onClick={onRoll}>
      <Sparkles className="size-5" aria-hidden="true" />
      Roll shades that suit me
    </Button>
  );
}
