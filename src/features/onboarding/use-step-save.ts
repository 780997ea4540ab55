import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/client';

const errorText = (failure: unknown): string => (failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure));

/**
 * Saves one onboarding step through the settings API, reloads what it changed (so the theme, the languages and the
 * guard's GET /status follow at once) and then moves on; a refusal stays on the step with the server's message.
 */
export function useStepSave<V = void>({ save, reload, then }: { save: (value: V) => Promise<unknown>; reload: QueryKey[]; then?: () => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
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
