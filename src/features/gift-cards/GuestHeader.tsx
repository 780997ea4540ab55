import { fileUrl } from '../../api/restaurants';
import { LanguageSwitcher } from '../../shell/LanguageSwitcher';
import { useRestaurant } from '../../shell/restaurant-context';

/** The header of the gift-card and voucher pages: the restaurant (with its logo) and the language, as on the booking page. */
export function GuestHeader() {
  const { appConfig } = useRestaurant();
  return (
    <header className="booking__header">
      <p className="booking__restaurant">
        {/* The name stands beside the logo, so the logo itself is decoration (empty alt). */}
        {appConfig?.images?.logo ? <img src={fileUrl(appConfig.images.logo.png)} alt="" className="booking__logo" /> : null}
        {appConfig?.restaurantName}
      </p>
      <LanguageSwitcher />
    </header>
  );
}
