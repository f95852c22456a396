import type { HairColorTryOn } from '@hairhue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { AnimatePresence, MotionConfig } from 'motion/react';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { tryOnsKey, useDeleteTryOns, useTryOns } from '@/api/try-ons';
import { Screen } from '@/components/screen';
import { Spinner } from '@/components/spinner';
import { logError } from '@/lib/log';
import { toast } from '@/lib/toast-store';
import { DeleteDialog } from './delete-dialog';
import { deleteConfirmText } from './history-actions';
import { groupByDay } from './history-days';
import { HistoryDaySection } from './history-day-section';
import { HistoryEmpty } from './history-empty';
import { HistoryHeader } from './history-header';
import { PreviewDialog } from './preview-dialog';
import { SelectionBar } from './selection-bar';
import { SELECTION_OFF, selectionReducer } from './selection';
import { useSaving } from './use-saving';

/** /try-on-history: every past try-on by day, with preview, selection, batch save and delete (SPEC §2). */
export function HistoryPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: tryOns, isLoading } = useTryOns();
  const deleteTryOns = useDeleteTryOns();
  const { saving, saveOne, saveBatch } = useSaving();
  const [selection, dispatch] = useReducer(selectionReducer, SELECTION_OFF);
  const [preview, setPreview] = useState<HairColorTryOn | null>(null);
  const [confirming, setConfirming] = useState(false);

  const days = useMemo(() => groupByDay(tryOns ?? [], new Date()), [tryOns]);
  // Entries deleted elsewhere drop out of the selection by themselves.
  const selected = useMemo(
    () => (selection.mode === 'on' ? (tryOns ?? []).filter((t) => selection.selected.has(t.id)) : []),
    [selection, tryOns],
  );
  const selecting = selection.mode === 'on';
  const isSelected = useCallback((id: string) => selected.some((t) => t.id === id), [selected]);

  const onTap = useCallback(
    (tryOn: HairColorTryOn) => {
      if (selecting) dispatch({ type: 'toggle', id: tryOn.id });
      else if (tryOn.resultUrl) setPreview(tryOn);
    },
    [selecting],
  );
  const onLongPress = useCallback(
    (tryOn: HairColorTryOn) => dispatch({ type: 'longPress', id: tryOn.id }),
    [],
  );

  const confirmDelete = async () => {
    try {
      await deleteTryOns.mutateAsync(selected.map((t) => t.id));
      toast({ title: 'Success', description: 'Selected transformations deleted' });
      dispatch({ type: 'deleted' });
    } catch (error) {
      logError('Deleting try-ons failed', error);
      // SPEC §8 lists this one as a plain 'Error' toast, unlike the save failure.
      toast({ title: 'Error', description: 'Failed to delete transformations' });
      // Some of the parallel deletes may have gone through; show what is really left.
      void queryClient.invalidateQueries({ queryKey: tryOnsKey });
    } finally {
      setConfirming(false);
    }
  };

  const total = tryOns?.length ?? null;
  return (
    // Honour the system's reduced-motion setting for every animation on this screen.
    <MotionConfig reducedMotion="user">
      <Screen className={selecting ? 'pb-32' : 'pb-10'}>
        <HistoryHeader
          selectedCount={selecting ? selected.length : null}
          total={total}
          onBack={() => (selecting ? dispatch({ type: 'back' }) : navigate('/'))}
          onSelect={() => dispatch({ type: 'start' })}
        />
        {isLoading ? (
          <div
            className="flex flex-1 flex-col items-center justify-center gap-3 pb-16 text-ink-soft"
            role="status"
          >
            <span className="text-brand">
              <Spinner className="size-8" />
            </span>
            <p className="text-[15px]">Loading your transformations...</p>
          </div>
        ) : days.length === 0 ? (
          <HistoryEmpty />
        ) : (
          <div className="flex flex-col gap-7 pt-4">
            {days.map((day) => (
              <HistoryDaySection
                key={day.key}
                day={day}
                selecting={selecting}
                isSelected={isSelected}
                onTap={onTap}
                onLongPress={onLongPress}
              />
            ))}
          </div>
        )}
        <AnimatePresence>
          {selecting ? (
            <SelectionBar
              count={selected.length}
              saving={saving}
              onSave={() => void saveBatch(selected).then((ran) => ran && dispatch({ type: 'batchSaved' }))}
              onDelete={() => setConfirming(deleteConfirmText(selected.length) !== null)}
              onClear={() => dispatch({ type: 'clear' })}
            />
          ) : null}
        </AnimatePresence>
        <PreviewDialog tryOn={preview} saving={saving} onSave={saveOne} onClose={() => setPreview(null)} />
        <DeleteDialog
          question={confirming ? deleteConfirmText(selected.length) : null}
          deleting={deleteTryOns.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        />
      </Screen>
    </MotionConfig>
  );
}
