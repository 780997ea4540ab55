import { useEffect } from 'react';
import { fileUrl } from '../api/restaurants';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useRestaurant } from './restaurant-context';

/** The guest pages' header (booking, manage link, gift cards, voucher): the restaurant with its logo, and the language. */
export function GuestHeader() {
  const { appConfig } = useRestaurant();
  // Every guest page has this header; in another website's frame, the page reports its height (loaded only there).
  useEffect(() => {
    if (window.parent !== window) void import('./frame-height').then(({ reportHeightToParent }) => reportHeightToParent());
  }, []);
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
