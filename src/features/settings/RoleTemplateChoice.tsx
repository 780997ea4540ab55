import { FormattedMessage, useIntl } from 'react-intl';
import { roleTemplateIds, roleTemplates, type RoleTemplateId } from '../../../core/role-templates';
import type { Permission } from '../../../core/permissions';
import './role-templates.css';

/** A template's name and description in the reader's language (core's English is the server's, for the seed). */
const words: Record<RoleTemplateId, { name: { id: string }; text: { id: string } }> = {
  owner: { name: { id: 'settings.roles.template.owner' }, text: { id: 'settings.roles.template.ownerText' } },
  host: { name: { id: 'settings.roles.template.host' }, text: { id: 'settings.roles.template.hostText' } },
  kitchen: { name: { id: 'settings.roles.template.kitchen' }, text: { id: 'settings.roles.template.kitchenText' } },
};

export interface RoleDraft {
  name: string;
  description: string;
  permissions: Permission[];
}

/**
 * A new role may start from a template (Owner, Host, Kitchen): choosing one fills in its translated name and
 * description and its permissions, which stay editable; "no template" empties them again.
 */
export function RoleTemplateChoice({ chosen, onChoose }: { chosen: RoleTemplateId | null; onChoose(id: RoleTemplateId | null, draft: RoleDraft): void }) {
  const intl = useIntl();
  const option = (id: RoleTemplateId | null) => {
    const draft: RoleDraft = id
      ? { name: intl.formatMessage(words[id].name), description: intl.formatMessage(words[id].text), permissions: [...roleTemplates[id].permissions] }
      : { name: '', description: '', permissions: [] };
    return (
      <label key={id ?? 'none'} className="choice role-template">
        <input type="radio" name="role-template" checked={chosen === id} onChange={() => onChoose(id, draft)} />
        <span className="role-template__words">
          <span className="role-template__name">{id ? draft.name : <FormattedMessage id="settings.roles.template.none" />}</span>
          <span className="role-template__text">{id ? draft.description : <FormattedMessage id="settings.roles.template.noneText" />}</span>
        </span>
      </label>
    );
  };
  return (
    <fieldset className="choice-list">
      <legend>
        <FormattedMessage id="settings.roles.template.legend" />
      </legend>
      {option(null)}
      {roleTemplateIds.map(option)}
    </fieldset>
  );
}
