import { fileUrl } from '../../api/restaurants';
import { useRestaurant } from '../../app/restaurant-context';
import { LanguageSwitcher } from '../../app/shell/LanguageSwitcher';

/** The guest pages' header: the restaurant (with its logo) and the language switcher. */
export function BookingHeader() {
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
