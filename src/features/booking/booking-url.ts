// Each step of the guest's booking has its own address (the choices in the query), so the phone's Back goes to the
// previous step and a reload keeps the step. The contact details never go into the address.
import type { Choice } from '../../../core/availability/offer';
import { emptySelection, type Selection } from './booking-state';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const slotPattern = /^(\d{1,4})-(\d{1,4})$/;
/** What an id or an area name in the address may be: no more than the API takes. */
const maxTextLength = 200;

function text(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value && value.length <= maxTextLength ? value : null;
}

function choiceOf(params: URLSearchParams): Choice | null {
  const area = text(params, 'area');
  if (area) return { kind: 'area', name: area };
  const group = text(params, 'group');
  if (group) return { kind: 'areaGroup', id: group };
  const special = text(params, 'special');
  if (special) return { kind: 'special', id: special };
  return null;
}

function slotOf(value: string | null): string | null {
  const match = value ? slotPattern.exec(value) : null;
  if (!match) return null;
  const [start, end] = [Number(match[1]), Number(match[2])];
  return start < end && end <= 24 * 60 ? `${start}-${end}` : null;
}

/**
 * The guest's choices as the address gives them (`?book&size=2&date=…&area=…&slot=1080-1200`). Each choice counts only
 * with those before it, in the flow's order, so an address edited by hand cannot skip a step.
 */
export function selectionFromSearch(search: string): Selection {
  const params = new URLSearchParams(search);
  if (!params.has('book')) return emptySelection;
  const size = Number(params.get('size'));
  const partySize = Number.isInteger(size) && size > 0 && size <= 1000 ? size : null;
  const rawDate = params.get('date');
  const date = partySize !== null && rawDate && datePattern.test(rawDate) ? rawDate : null;
  const choice = date !== null ? choiceOf(params) : null;
  const slot = choice !== null ? slotOf(params.get('slot')) : null;
  return { ...emptySelection, started: true, partySize, date, choice, slot };
}

/** The address query of a selection (without the outcome, which is the page's alone). */
export function searchOfSelection(selection: Selection): string {
  if (!selection.started) return '';
  const params = new URLSearchParams({ book: '' });
  if (selection.partySize !== null) params.set('size', String(selection.partySize));
  if (selection.date) params.set('date', selection.date);
  const { choice } = selection;
  if (choice?.kind === 'area') params.set('area', choice.name);
  if (choice?.kind === 'areaGroup') params.set('group', choice.id);
  if (choice?.kind === 'special') params.set('special', choice.id);
  if (selection.slot) params.set('slot', selection.slot);
  // `book=` reads as `book`: the flow has begun.
  return `?${params.toString().replace(/^book=(&|$)/, 'book$1')}`;
}

export { withOtherParams } from './other-params';
