import { Sparkles } from 'lucide-react';
import { usePhotoAppearance } from '@/api/photo-appearance';
import { useSkinTone } from '@/api/skin-tone';
import { Button } from '@/components/button';

/**
 * 'Roll shades that suit me' beside the usual roll: the six drawn from the shades that suit the photo.
 * Offered only once the photo's skin and hair are measured (a face found), and read surely or replaced by
 * the device's own skin tone ('Not right?'), as the server rolls from, so it never falls back to an ordinary
 * roll for it.
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
  const skinTone = useSkinTone(Boolean(appearance));
  if (!appearance || skinTone.isPending) return null;
  if (appearance.confidence === 'low' && !skinTone.data?.choice) return null;
  return (
    <Button block variant="secondary" disabled={disabled} aria-describedby={describedBy} onClick={onRoll}>
      <Sparkles className="size-5" aria-hidden="true" />
      Roll shades that suit me
    </Button>
  );
}
