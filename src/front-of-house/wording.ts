import type { FormWording } from '../ui/FormActions';

/** The front of house's forms say save, delete and cancel in the reservations' words. */
export const frontOfHouseWording: FormWording = { save: 'reservations.form.save', delete: 'reservations.form.delete', cancel: 'reservations.form.cancel' };
