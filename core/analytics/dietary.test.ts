import { describe, expect, it } from 'vitest';
import { mentionsDiet } from './dietary';

describe('mentionsDiet', () => {
  it.each([
    // English
    'Nut allergy', 'severe peanut allergy', 'no nuts please', 'nut-free dessert', 'Coeliac', 'lactose intolerant', 'two vegans',
    'vegetarian menu', 'no shellfish', 'allergic to eggs', 'Gluten free', 'pregnant, no raw fish', 'dairy-free', 'halal', 'on a diet',
    // German
    'Nussallergie', 'Laktoseintoleranz', 'Glutenunverträglichkeit', 'Zöliakie', 'ohne Zwiebeln', 'keine Meeresfrüchte', 'Vegetarier',
    'Fischallergie', 'kein Fisch', 'glutenfrei', 'Schwanger', 'Diät', 'Erdnüsse vermeiden', 'ohne Ei',
    // Spanish
    'Alérgico al marisco', 'alergia a los frutos secos', 'sin gluten', 'celíaco', 'intolerancia a la lactosa', 'sin cebolla', 'vegetariana',
    'embarazada', 'no come pescado', 'sin huevo', 'dieta sin sal',
  ])('flags %j', (note) => {
    expect(mentionsDiet(note)).toBe(true);
  });

  it.each([
    'Window seat please', 'Birthday, bring a candle', 'We will be 10 minutes late', 'Wir möchten den Kinderwagen nutzen', 'Tisch für Dieter',
    'Familie Fischer', 'Geburtstag', 'Mesa junto a la ventana', 'cumpleaños', 'signal is weak, call the mobile', 'Eingang hinten', 'Sinfonie danach',
  ])('does not flag %j', (note) => {
    expect(mentionsDiet(note)).toBe(false);
  });

  it('reads no note as nothing to flag', () => {
    expect([mentionsDiet(null), mentionsDiet(undefined), mentionsDiet('')]).toEqual([false, false, false]);
  });
});
