// Hooks over the notices' reads: what a page calls when something it did changes them.
import { useQueryClient } from '@tanstack/react-query';
import { noticeKeys } from './queries.ts';

/** A fix recorded (or a notice changed): every notices read goes stale and reads again. */
export function useNoticesChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
}
