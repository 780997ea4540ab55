/** Restaurant ids are URL slugs: they appear in /r/{restaurantId}/ and in bucket file names. */
export const restaurantIdPattern = /^[a-z0-9][a-z0-9-]{1,62}$/;

export function isRestaurantId(value: string): boolean {
  return restaurantIdPattern.test(value);
}
