// An administrator creates a restaurant, its owner completes onboarding in the browser, and guests can then book it.
// The guard sends the owner to /r/{id}/onboarding until GET /status reports areas and tables set up.
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/emulator';
import {
  addAnArea,
  addTables,
  createAndInviteOwner,
  finishSetup,
  guestBooks,
  nameLanguagesAndColours,
  ownerSignsUp,
  progressSurvivesAReload,
  resumeOnAPhone,
  tablet,
  type NewRestaurant,
} from './support/onboarding';

test.use({ viewport: tablet, locale: 'en-US' });

test('an admin creates a restaurant, its owner completes onboarding, and guests can book it', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const restaurantId = `onb-${Date.now().toString(36)}`;
  const restaurant: NewRestaurant = { restaurantId, name: `Bistro ${restaurantId}`, ownerEmail: uniqueEmail('owner'), password: 'owner-passw0rd' };

  const inviteCode = await createAndInviteOwner(page, request, restaurant);
  const { owner, ownerContext, steps } = await ownerSignsUp(browser, inviteCode, restaurant);

  const newName = `${restaurant.name} am Markt`;
  await nameLanguagesAndColours(owner, restaurant, newName);
  await progressSurvivesAReload(owner, steps, newName);

  const next = owner.getByRole('button', { name: 'Continue', exact: true });
  await addAnArea(owner, next);
  await expect(owner.getByRole('heading', { name: 'Tables', level: 2 })).toBeVisible();
  await resumeOnAPhone(browser, restaurant);
  await addTables(owner, next);
  await finishSetup(owner, restaurant);
  await ownerContext.close();

  await guestBooks(browser, restaurant, newName);
});
