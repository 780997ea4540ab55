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
import { DialogClose, DialogFrame } from '../../../ui/DialogFrame';
import { Field } from '../../../ui/Field';
import { FormMessage } from '../../../ui/FormMessage';
import type { ActAsChoice } from './use-act-as-link';
import { userLabel } from './user-label';

type Choice = ActAsChoice;

/**
 * Spec §6 overrides: the admin picks a real user or restaurant from a search and gives a reason (5–500 characters);
 * the server starts a 30-minute override session and the app opens as that user or restaurant.
 */
export function ActAsDialog({ onClose, initial }: { onClose(): void; initial?: Choice | null }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const { refresh } = useAuth();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Choice | null>(initial ?? null);
  const [reason, setReason] = useState('');
  const query = text.trim().toLowerCase();
  const restaurants = useQuery(queries.adminRestaurants());
  const users = useQuery({ queryKey: ['admin', 'users', 'act-as', query], queryFn: () => fetchAdminUsersPage({ page: 0, q: query }), enabled: query !== '' });
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
      onClose();
      navigate(choice.restaurantId ? `/r/${choice.restaurantId}/overview` : '/');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen && reasonValid) start.mutate(chosen);
  };
  const kindLabel = (choice: Choice) => intl.formatMessage({ id: choice.target.kind === 'user' ? 'admin.override.kindUser' : 'admin.override.kindRestaurant' });
  return (
    <DialogFrame titleId="admin.actAs" descriptionId="admin.override.explain" onClose={onClose}>
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
        <FormMessage text={start.isError ? errorText(start.error) : null} />
        <div className="row">
          <DialogClose labelId="admin.override.cancel" />
          <button type="submit" className="button button--primary" disabled={!chosen || !reasonValid || start.isPending}>
            <FormattedMessage id="admin.override.start" />
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
