import { FormattedMessage } from 'react-intl';

type TextTag = 'h1' | 'h2' | 'h3' | 'p' | 'legend' | 'dt';

/** A heading, paragraph, legend or term that says one translated message and nothing else. */
export function Message({ as: Tag = 'p', id }: { as?: TextTag; id: string }) {
  return (
    <Tag>
      <FormattedMessage id={id} />
    </Tag>
  );
}
