import { FormattedMessage } from 'react-intl';

type TextTag = 'h1' | 'h2' | 'h3' | 'p' | 'legend' | 'dt';

/** A heading, paragraph, legend or term that says one translated message and nothing else (a `notice`, say). */
export function Message({ as: Tag = 'p', id, className }: { as?: TextTag; id: string; className?: string }) {
  return (
    <Tag className={className}>
      <FormattedMessage id={id} />
    </Tag>
  );
}
