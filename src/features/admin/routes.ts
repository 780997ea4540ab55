import { staffRoute } from '../../shell/staff-route';

export const adminRoutes = [
  staffRoute('AdminDashboard', () => import('./dashboard/AdminDashboardPage')),
  staffRoute('AdminDatabaseTrash', () => import('./trash/TrashPage')),
  staffRoute('AdminCities', () => import('./cities/AdminCitiesPage')),
  staffRoute('AdminCity', () => import('./cities/AdminCityPage')),
  staffRoute('AdminRestaurants', () => import('./restaurants/AdminRestaurantsPage')),
  staffRoute('AdminRestaurant', () => import('./restaurants/AdminRestaurantPage')),
  staffRoute('AdminNewRestaurantMetadata', () => import('./restaurants/AdminNewRestaurantPage')),
  staffRoute('AdminUsers', () => import('./users/AdminUsersPage')),
] as const;
