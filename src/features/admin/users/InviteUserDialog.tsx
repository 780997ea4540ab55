import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Invite } from '../../../../core/schemas/users';
import { useAdminChange } from '../../../api/admin-cities';
import { adminQueries, inviteUser } from '../../../api/admin-restaurants';
import { useErrorText } from '../../../front-of-house/use-front-of-house';
import { DialogActions, DialogClose, DialogFrame } from '../../../ui/DialogFrame';
import { Field } from '../../../ui/Field';
import { FormMessage } from '../../../ui/FormMessage';
import { RestaurantOptions } from '../RestaurantOptions';
import { NameEmailFields } from '../../../ui/NameEmailFields';
import { SelectField } from '../../../ui/SelectField';

/**
 * Spec §6 admins create users through an invite: a restaurant, one of its roles, a name and an email. The invite is
 * sent by email (valid for 7 days, as a restaurant's own invites); its code and sign-up link show here too, for a
 * person who waits beside the admin.
 */
export function InviteUserDialog({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [restaurantId, setRestaurantId] = useState('');
  const [roleId, setRoleId] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<Invite | null>(null);
  const roles = useQuery({ ...adminQueries.roles(restaurantId), enabled: restaurantId !== '' });
  const invite = useAdminChange(inviteUser);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ id: restaurantId, body: { name, email, roleId } }, { onSuccess: setSent });
  };
  const pickRestaurant = (id: string) => {
    setRestaurantId(id);
    setRoleId('');
  };
  const signUpLink = sent?.inviteCode ? `${location.origin}/login?invite=${encodeURIComponent(sent.inviteCode)}` : null;
  return (
    <DialogFrame titleId="admin.users.invite" descriptionId="admin.users.inviteExplain" onClose={onClose}>
      {sent ? (
        <div role="status">
          <p>
            <FormattedMessage id="admin.users.invited" values={{ email: sent.email }} />
          </p>
          {signUpLink ? (
            <p>
              <FormattedMessage id="adminRestaurant.inviteCode" /> <code className="admin__code">{sent.inviteCode}</code>
              <br />
              <code>{signUpLink}</code>
            </p>
          ) : null}
          <DialogClose labelId="admin.users.inviteDone" primary />
        </div>
      ) : (
        <form className="form" onSubmit={submit}>
          <Field labelId="admin.users.restaurant">
            <select value={restaurantId} onChange={(event) => pickRestaurant(event.target.value)} required>
              <RestaurantOptions emptyId="admin.users.pickRestaurant" />
            </select>
          </Field>
          <SelectField
            labelId="admin.users.role"
            none={intl.formatMessage({ id: 'admin.users.pickRole' })}
            options={(roles.data?.items ?? []).map((role) => ({ value: role._id, label: role.name }))}
            value={roleId}
            onValue={setRoleId}
            required
            disabled={!roles.data}
          />
          <NameEmailFields nameLabelId="admin.users.name" emailLabelId="admin.users.email" name={name} email={email} onName={setName} onEmail={setEmail} />
          <FormMessage text={invite.isError ? errorText(invite.error) : null} />
          <DialogActions cancelId="admin.override.cancel" labelId="admin.users.sendInvite" disabled={invite.isPending} />
        </form>
      )}
    </DialogFrame>
  );
}
