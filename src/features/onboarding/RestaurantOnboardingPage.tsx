import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { grantsAll, type Permission } from '../../../core/permissions';
import { landingPath } from '../../shell/guard';
import { guardUserOf } from '../../shell/guard-user';
import { pathFor } from '../../../core/routes/match';
import { useRestaurant } from '../../shell/restaurant-context';
import { useAuth } from '../../auth/auth-context';
import { device } from '../../storage/device';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { AreasStep } from './AreasStep';
import { ColoursStep } from './ColoursStep';
import { DoneStep } from './DoneStep';
import { LanguagesStep } from './LanguagesStep';
import { NameStep } from './NameStep';
import { furthestAllowed, onboardingSteps, resumeStep } from './onboarding-steps';
import { Stepper } from './Stepper';
import { TablesStep } from './TablesStep';
import './onboarding.css';
import { queries } from '../../api/queries';
import { Message } from '../../ui/Message';

/** The wizard saves the app config and the restaurant's settings (owner level), areas and tables. */
const needed: Permission[] = ['ManageRoles', 'ManageAreas', 'ManageTables'];

/**
 * Restaurant onboarding (spec §2): a new restaurant's owner walks through name and contact, languages, colours, areas
 * with their time slots, and tables. Each step saves through the settings API; the guard keeps sending the restaurant's
 * staff here until GET /status reports areas and tables set up.
 */
export default function RestaurantOnboardingPage() {
  const { me, signOut } = useAuth();
  const { restaurantId, appConfig } = useRestaurant();
  const id = restaurantId ?? appConfig?.restaurantId ?? null;
  const permitted = me?.type === 'Admin' || grantsAll((me?.permissions ?? []) as Permission[], needed);
  if (!id) return <Spinner />;
  if (!permitted) {
    return (
      <div className="page page--narrow">
        <Message as="h1" id="route.RestaurantOnboarding" />
        <p className="notice" role="status"><FormattedMessage id="setup.forbidden" /></p>
        <button type="button" className="button" onClick={() => void signOut()}><FormattedMessage id="auth.signOut" /></button>
      </div>
    );
  }
  return <Wizard restaurantId={id} />;
}

function rememberReached(restaurantId: string, index: number) {
  device.onboardingReached.set({ ...(device.onboardingReached.get() ?? {}), [restaurantId]: index });
}

function Wizard({ restaurantId }: { restaurantId: string }) {
  const intl = useIntl();
  const { me, signOut } = useAuth();
  const { mode } = useRestaurant();
  const config = useQuery(queries.ownAppConfig());
  const metadata = useQuery(queries.metadata());
  const areas = useQuery(queries.areas());
  const tables = useQuery(queries.tables());
  // The same query as the guard's, so saving a step refreshes both.
  const status = useQuery(queries.status(restaurantId));
  const [reached, setReached] = useState<number | null>(() => device.onboardingReached.get()?.[restaurantId] ?? null);
  const [chosen, setChosen] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // After back, next or a step chosen in the stepper, the new step's heading takes the focus (not on first load).
    if (moved.current) heading.current?.focus();
  }, [chosen]);

  // Spec §8's client messages, translated; the server's English text is not shown.
  const loads = [
    { query: areas, messageId: 'error.load.areas' },
    { query: tables, messageId: 'error.load.tables' },
    { query: config, messageId: 'error.load.other' },
    { query: metadata, messageId: 'error.load.other' },
    { query: status, messageId: 'error.load.other' },
  ];
  const failed = loads.find((load) => load.query.isError);
  if (failed) return <div className="page page--narrow"><LoadFailed messageId={failed.messageId} failure={failed.query.error} /></div>;
  if (!config.data || !metadata.data || !areas.data || !tables.data || !status.data) return <Spinner />;

  const setup = status.data.setup;
  const allowed = furthestAllowed(setup);
  const step = Math.min(chosen ?? resumeStep({ setup, areaCount: areas.data.items.length, reached }), allowed);
  const furthest = Math.min(Math.max(reached ?? 0, step), allowed);
  const goTo = (index: number) => {
    moved.current = true;
    setChosen(index);
    const best = Math.max(reached ?? 0, index);
    setReached(best);
    rememberReached(restaurantId, best);
  };
  const back = () => goTo(Math.max(0, step - 1));
  const next = () => goTo(step + 1);
  const user = guardUserOf(me);
  const home = user?.type === 'Restaurant' ? landingPath(user, null, mode) : pathFor('Overview', {}, { restaurantId, mode });
  const current = onboardingSteps[step] ?? 'name';

  return (
    <div className="page onboarding">
      <div className="onboarding__header">
        <h1>{intl.formatMessage({ id: 'setup.title' }, { name: config.data.restaurantName })}</h1>
        {/* Until setup is complete the shell shows no navigation (spec §2), so signing out lives here. */}
        {user?.type === 'Restaurant' && !(setup.areas && setup.tables) ? (
          <button type="button" className="button button--link" onClick={() => void signOut()}><FormattedMessage id="auth.signOut" /></button>
        ) : null}
      </div>
      {step === 0 ? <Message className="onboarding__muted" id="setup.intro" /> : null}
      <Stepper current={step} furthest={furthest} onSelect={goTo} />
      <section className="card onboarding__step" aria-labelledby="setup-step-title">
        <h2 id="setup-step-title" ref={heading} tabIndex={-1}>
          <FormattedMessage id={`setup.step.${current}`} />
        </h2>
        {current === 'name' ? <NameStep config={config.data} metadata={metadata.data} restaurantId={restaurantId} onNext={next} /> : null}
        {current === 'languages' ? <LanguagesStep config={config.data} restaurantId={restaurantId} onBack={back} onNext={next} /> : null}
        {current === 'colours' ? <ColoursStep config={config.data} restaurantId={restaurantId} onBack={back} onNext={next} /> : null}
        {current === 'areas' ? <AreasStep areas={areas.data.items} languages={config.data.languages} ready={setup.areas} onBack={back} onNext={next} /> : null}
        {current === 'tables' ? <TablesStep areas={areas.data.items} tables={tables.data.items} ready={setup.tables} onBack={back} onNext={next} /> : null}
        {current === 'done' ? (
          <DoneStep areas={areas.data.items.length} tables={tables.data.items.length} home={home} booking={pathFor('Booking', {}, { restaurantId, mode })} onBack={back} />
        ) : null}
      </section>
    </div>
  );
}
