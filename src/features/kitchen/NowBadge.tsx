import { FormattedMessage } from 'react-intl';

/** "Now" beside the current quarter hour: said in words as well as by the highlight. */
export function NowBadge() {
  return (
    <span className="kitchen__now">
      <FormattedMessage id="kitchen.slot.now" />
    </span>
  );
}
