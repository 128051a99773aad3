import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/hydration';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTE_META } from '../../lib/route-meta';
import { BackLink } from './back-link';
import { IntroStep } from './booking-intro-step';
import {
  BOOKING_PATH,
  STEP_LABELS,
  bookingHref,
  parseBookingStep,
  previousStepHref,
  stepNumber,
  type BookingStep,
} from './booking-steps';
import { PsychologistStep } from './psychologist-step';

// The calendar and the form's validation are most of the page's code, and evaluating them on a slow phone kept the
// first steps from answering a tap: each loads when the step before it is in use (a pointer or focus on it), so it
// is there by the time the person picks. A phone has no pointer resting on the list of psychologists, and the
// calendar took over a second after a first tap on a slow connection: that step also fetches it once the page has
// been idle a few seconds, so that evaluating it does not compete with the page's start and a first tap.
const loadScheduleStep = () => import('./schedule-step');
const loadBookingFormStep = () => import('./booking-form-step');
const ScheduleStep = lazy(() => loadScheduleStep().then((module) => ({ default: module.ScheduleStep })));
const BookingFormStep = lazy(() =>
  loadBookingFormStep().then((module) => ({ default: module.BookingFormStep })),
);

function loadNextStep(step: BookingStep['step'] | undefined): void {
  if (step === 'psicologo') void loadScheduleStep();
  else if (step === 'agenda') void loadBookingFormStep();
}

const SETTLED_MS = 3000;

function whenSettled(run: () => void): () => void {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run);
    else run();
  }, SETTLED_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * /consultas-agendamento (docs/product.md, Booking a consultation): four steps, the current one kept in the URL
 * (booking-steps.ts).
 */
export function BookingPage() {
  usePageMeta(ROUTE_META['/consultas-agendamento'].title, ROUTE_META['/consultas-agendamento'].description);
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  // An address holding a step is served the skeleton every step shares (ADR 036): the hydration renders that, and
  // the step follows in the next render.
  const step =
    hydrated || !ROUTE_META['/consultas-agendamento'].firstRenderParams.some((name) => params.has(name))
      ? parseBookingStep(params)
      : null;
  const navigate = useNavigate();
  const current = step ? stepNumber(step) : 0;

  const stepName = step?.step;
  useEffect(
    () => (stepName === 'psicologo' ? whenSettled(() => loadNextStep(stepName)) : undefined),
    [stepName],
  );

  // A new step starts at the top of the page, as a new page would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [current]);

  const go = (next: BookingStep, options?: { replace?: boolean }) => navigate(bookingHref(next), options);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      {step ? (
        <BackLink to={previousStepHref(step)} />
      ) : (
        // Holds the link's place, so nothing moves when the step arrives.
        <div className="invisible flex self-start">
          <BackLink to={BOOKING_PATH} />
        </div>
      )}
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Agendar consulta</h1>
        {/* On every step and in the skeleton: a person who opens a step from a link reads what the booking is
            while the step loads, and the page's largest paint is in its HTML (ADR 037). */}
        <p className="max-w-2xl text-slate-700">
          Escolha um psicólogo parceiro, o dia e o horário que funcionam para você. A consulta é online, por
          videochamada, e o link chega no seu e-mail assim que o pagamento for confirmado.
        </p>
        <ol
          aria-label="Etapas do agendamento"
          className={cn('flex flex-wrap gap-2 text-sm', !step && 'invisible')}
        >
          {STEP_LABELS.map((label, index) => (
            <li
              key={label}
              aria-current={index + 1 === current ? 'step' : undefined}
              className={cn(
                'rounded-full px-3 py-1',
                index + 1 === current
                  ? 'bg-brand-700 font-semibold text-white'
                  : index + 1 < current
                    ? 'bg-brand-100 text-brand-800'
                    : 'bg-slate-100 text-slate-600',
              )}
            >
              {index + 1}. {label}
            </li>
          ))}
        </ol>
      </div>

      <div
        className="contents"
        onPointerOver={() => loadNextStep(step?.step)}
        onPointerDown={() => loadNextStep(step?.step)}
        onFocus={() => loadNextStep(step?.step)}
      >
        <Suspense fallback={<Spinner />}>
          {step === null ? (
            <Spinner />
          ) : step.step === 'inicio' ? (
            <IntroStep onContinue={() => go({ step: 'psicologo' })} />
          ) : step.step === 'psicologo' ? (
            <PsychologistStep onPick={(id) => go({ step: 'agenda', psychologistId: id, date: null })} />
          ) : step.step === 'agenda' ? (
            <ScheduleStep
              psychologistId={step.psychologistId}
              date={step.date}
              // Changing the day replaces the entry: the browser's back button goes to the previous step, not day.
              onDateChange={(date) => go({ ...step, date }, { replace: true })}
              onPick={(startsAt) => {
                if (step.date)
                  go({ step: 'dados', psychologistId: step.psychologistId, date: step.date, startsAt });
              }}
            />
          ) : (
            <BookingFormStep
              psychologistId={step.psychologistId}
              startsAt={step.startsAt}
              onSlotTaken={() => go({ step: 'agenda', psychologistId: step.psychologistId, date: step.date })}
            />
          )}
        </Suspense>
      </div>
    </div>
  );
}
