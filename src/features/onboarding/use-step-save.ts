import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useFailureText } from '../../i18n/use-failure-text';

/**
 * Saves one onboarding step through the settings API, reloads what it changed (so the theme, the languages and the
 * guard's GET /status follow at once) and then moves on; a refusal stays on the step, in the reader's words.
 */
export function useStepSave<V = void>({ save, reload, then }: { save: (value: V) => Promise<unknown>; reload: QueryKey[]; then?: () => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const errorText = useFailureText();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      setError(null);
      await Promise.all(reload.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      then?.();
    },
    onError: (failure) => setError(errorText(failure)),
  });
  return { mutation, error, setError };
}
