import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { OverrideReason } from '../../../../core/schemas/overrides';
import { fetchAdminUsersPage } from '../../../api/admin-users';
import { startOverride } from '../../../api/admin-overrides';
import { queries } from '../../../api/queries';
import { useAuth } from '../../../auth/auth-context';
import { useErrorText } from '../../../front-of-house/use-front-of-house';
import { Field } from '../../../ui/Field';
import type { ActAsChoice } from './use-act-as-link';
import { userLabel } from './user-label';

type Choice = ActAsChoice;

/**
 * Spec §6 overrides: the admin picks a real user or restaurant from a search and gives a reason (5–500 characters);
 * the server starts a 30-minute override session and the app opens as that user or restaurant.
 */
export function ActAsDialog({ open, onOpenChange, initial }: { open: boolean; onOpenChange(open: boolean): void; initial?: Choice | null }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const { refresh } = useAuth();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Choice | null>(initial ?? null);
  const [reason, setReason] = useState('');
  const query = text.trim().toLowerCase();
  const restaurants = useQuery({ ...queries.adminRestaurants(), enabled: open });
  const users = useQuery({ queryKey: ['admin', 'users', 'act-as', query], queryFn: () => fetchAdminUsersPage({ page: 0, q: query }), enabled: open && query !== '' });
  const choices: Choice[] = query
    ? [
        ...(restaurants.data?.items ?? [])
          .filter((r) => r.name.toLowerCase().includes(query) || r.restaurantId.includes(query))
          .map((r) => ({ target: { kind: 'restaurant' as const, id: r.restaurantId }, label: r.name, restaurantId: r.restaurantId })),
        ...(users.data?.items ?? [])
          .filter((u) => u.type !== 'Admin')
          .map((u) => ({ target: { kind: 'user' as const, id: u._id }, label: userLabel(u), restaurantId: u.restaurantId })),
      ].slice(0, 20)
    : [];
  const chosen = picked ?? initial ?? null;
  const reasonValid = OverrideReason.safeParse(reason).success;
  const start = useMutation({
    mutationFn: (choice: Choice) => startOverride(choice.target, reason),
    onSuccess: async (_session, choice) => {
      if (choice.target.kind === 'user') await refresh();
      onOpenChange(false);
      navigate(choice.restaurantId ? `/r/${choice.restaurantId}/overview` : '/');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen && reasonValid) start.mutate(chosen);
  };
  const kindLabel = (choice: Choice) => intl.formatMessage({ id: choice.target.kind === 'user' ? 'admin.override.kindUser' : 'admin.override.kindRestaurant' });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>
            <FormattedMessage id="admin.actAs" />
          </Dialog.Title>
          <Dialog.Description>
            <FormattedMessage id="admin.override.explain" />
          </Dialog.Description>
          <form className="form" onSubmit={submit}>
            <Field labelId="admin.search">
              <input type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
            </Field>
            {query && !restaurants.isPending && !users.isPending && choices.length === 0 ? (
              <p role="status">
                <FormattedMessage id="admin.noMatch" />
              </p>
            ) : null}
            {choices.length ? (
              <fieldset className="choice-list">
                <legend>
                  <FormattedMessage id="admin.override.pick" />
                </legend>
                {choices.map((choice) => (
                  <label key={`${choice.target.kind}:${choice.target.id}`} className="choice">
                    <input
                      type="radio"
                      name="act-as-target"
                      checked={chosen?.target.kind === choice.target.kind && chosen.target.id === choice.target.id}
                      onChange={() => setPicked(choice)}
                    />
                    <span>
                      {choice.label} ({kindLabel(choice)})
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            <p role="status">
              {chosen ? <FormattedMessage id="admin.override.chosen" values={{ name: chosen.label, kind: kindLabel(chosen) }} /> : <FormattedMessage id="admin.override.noneChosen" />}
            </p>
            <Field labelId="admin.override.reason">
              <textarea value={reason} onChange={(event) => setReason(event.target.value)} minLength={5} maxLength={500} required rows={3} />
            </Field>
            {start.isError ? (
              <p className="form__error" role="alert">
                {errorText(start.error)}
              </p>
            ) : null}
            <div className="row">
              <Dialog.Close className="button">
                <FormattedMessage id="admin.override.cancel" />
              </Dialog.Close>
              <button type="submit" className="button button--primary" disabled={!chosen || !reasonValid || start.isPending}>
                <FormattedMessage id="admin.override.start" />
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
