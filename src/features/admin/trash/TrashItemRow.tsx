import { FormattedMessage, useIntl } from 'react-intl';
import type { TrashItem } from '../../../../core/schemas/trash';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

/** One deleted item: what it is, its restaurant, who deleted it and when, and the restore and purge buttons. */
export function TrashItemRow({ item, busy, onRestore, onPurge }: { item: TrashItem; busy: boolean; onRestore(): void; onPurge(): void }) {
  const intl = useIntl();
  const kind = intl.formatMessage({ id: `trash.kind.${item.kind}` });
  const name = `${kind} ${item.label}`;
  return (
    <tr>
      <td>{kind}</td>
      <th scope="row">{item.label}</th>
      <td>{item.restaurant ? item.restaurant.name : <FormattedMessage id="trash.noRestaurant" />}</td>
      <td>
        <time dateTime={item.deletedAt}>{intl.formatDate(item.deletedAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
      </td>
      <td>{deletedByName(intl.formatMessage({ id: 'trash.byGuest' }), item)}</td>
      <td className="row">
        <RowAction action="restore" name={name} danger={false} busy={busy} onConfirm={onRestore} />
        <RowAction action="purge" name={name} danger busy={busy} onConfirm={onPurge} />
      </td>
    </tr>
  );
}

/** A row's button and its confirmation (`trash.<action>`, `.title`, `.text`), naming the item for screen readers. */
function RowAction({ action, name, danger, busy, onConfirm }: { action: 'restore' | 'purge'; name: string; danger: boolean; busy: boolean; onConfirm(): void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `trash.${action}` });
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={danger ? 'button button--danger' : 'button'} disabled={busy}>
          {label}
          <span className="visually-hidden"> {name}</span>
        </button>
      }
      title={intl.formatMessage({ id: `trash.${action}.title` }, { name })}
      text={intl.formatMessage({ id: `trash.${action}.text` })}
      confirm={label}
      cancel={intl.formatMessage({ id: 'trash.cancel' })}
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}

/** Who deleted it: their name, else their id; a guest who cancelled through their link is "the guest". */
function deletedByName(guest: string, item: TrashItem): string {
  if (!item.deletedBy) return '';
  if (item.deletedBy.id === 'guest') return guest;
  return item.deletedBy.name ?? item.deletedBy.id;
}
