import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useFailureText } from '../../i18n/use-failure-text';
import type { SettingsListProps } from './settings-pages';

/**
 * Save and delete for a settings detail form: after a save the list reloads and the saved item is selected (a new
 * item leaves `new`); after a delete the page's list shows again; a refusal is shown in the reader's words.
 */
export function useEntityEditor<T extends { _id: string }>({
  queryKeys,
  link,
  save,
  remove,
  reloadOnError = false,
}: {
  queryKeys: QueryKey[];
  link: SettingsListProps['link'];
  save: () => Promise<T>;
  remove?: () => Promise<unknown>;
  /** Spec §8 for roles: the error is shown, then the list reloads. */
  reloadOnError?: boolean;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const errorText = useFailureText();
  const reload = () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  // Where the save or delete started: when the user has moved on meanwhile (picked another item while the list
  // reloaded), the answer must not pull them back.
  const startedAt = useRef<string | null>(null);
  const stillThere = () => window.location.pathname === startedAt.current;
  const saving = useMutation({
    mutationFn: () => {
      startedAt.current = window.location.pathname;
      return save();
    },
    onSuccess: async (saved) => {
      setError(null);
      await reload();
      if (stillThere()) navigate(link(saved._id), { replace: true });
    },
    onError: async (failure) => {
      setError(errorText(failure));
      if (reloadOnError) await reload();
    },
  });
  const removing = useMutation({
    mutationFn: async () => {
      startedAt.current = window.location.pathname;
      await remove?.();
    },
    onSuccess: async () => {
      await reload();
      if (stillThere()) navigate(link(), { replace: true });
    },
    onError: (failure) => setError(errorText(failure)),
  });
  return { error, setError, saving, removing, reload };
}
