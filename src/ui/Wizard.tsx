/**
 * A wizard: one react-admin <Form> split into steps (MUI Stepper). Next validates only the
 * fields of the current step (react-hook-form's trigger); the last step submits the whole form,
 * and its button stays disabled until the form is valid (product specification section 5:
 * earlier steps were checked by Next, the last step's inputs are checked as they change).
 * Values typed in earlier steps stay when going back. Leaving the wizard with typed input (or a
 * selection held outside the form, `unsaved`) asks first; the browser's Back past the first step
 * goes to the previous step (src/ui/UnsavedChangesGuard.tsx).
 *
 * When the button holding the focus is disabled or replaced (Back on the first step, Next on a
 * step that waits for a choice, Next replaced by the submit button), the focus goes to the new
 * step's first field, else to the step's enabled main button, else to the step itself
 * (src/ui/focusRescue.ts), never to the page body.
 *
 * Enter in a field before the last step is Next. The browser would otherwise submit the form
 * from a step with a single text field (its implicit submission), saving what the later steps
 * had not asked yet. A held or doubled Enter goes on one step only, and a step opened from the
 * keyboard gives its first field the focus (src/ui/useStepKeys.ts).
 */
import { Box, Button, Step, StepLabel, Stepper, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Form, useTranslate, type FormProps } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { DisabledReason } from './DisabledReason';
import { firstFocusable, canHoldFocus, useFocusRescue } from './focusRescue';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useStepKeys } from './useStepKeys';

export interface WizardStep {
    /** Translation key of the step's title. */
    labelKey: string;
    content: ReactNode;
    /** Fields validated before the next step opens (react-hook-form names). */
    fields?: string[];
    /** Extra condition to go on (e.g. a selection made outside the form). */
    canContinue?: boolean;
}

interface Props extends Omit<FormProps, 'children'> {
    steps: WizardStep[];
    /** Translation key of the last button. */
    submitLabel?: string;
    /** Shown next to the buttons, e.g. a cancel link. */
    extraActions?: ReactNode;
    /** Disables the last button (e.g. while a request runs). */
    submitting?: boolean;
    /** Why the last button is disabled, when it is (src/ui/DisabledReason.tsx): its tooltip. */
    submitReason?: string;
    /** Input held outside the form (e.g. a table selection): leaving then asks too. */
    unsaved?: boolean;
}

/**
 * The first field of the shown step that says it is invalid, as a control that takes the focus
 * (a select's hidden input stands for its combobox).
 */
const firstInvalidField = (container: HTMLElement | null) => {
    const invalid = container?.querySelector<HTMLElement>(
        '[data-wizard-step]:not([hidden]) [aria-invalid="true"]',
    );
    if (!invalid) return null;
    return canHoldFocus(invalid) && invalid.tabIndex >= 0
        ? invalid
        : firstFocusable(invalid.closest('.MuiFormControl-root'));
};

/**
 * Next: the current step's fields validated, then the next step, if the step lets go on. A
 * step that does not let go on for an invalid field gives that field the focus, where its
 * message is read, instead of leaving it on Next.
 */
const useNext = (
    steps: WizardStep[],
    active: number,
    setActive: (step: number) => void,
    container: RefObject<HTMLDivElement | null>,
) => {
    const { trigger } = useFormContext();
    const step = steps[active];
    /** Resolves to whether the next step opened. */
    return async () => {
        const valid = step.fields?.length ? await trigger(step.fields) : true;
        const goesOn = valid && step.canContinue !== false;
        if (goesOn) setActive(active + 1);
        // After the render that marks the fields invalid.
        else if (!valid) setTimeout(() => firstInvalidField(container.current)?.focus());
        return goesOn;
    };
};

/** Inputs where Enter means "done with this field": not a text area, box or editor. */
const ENTER_GOES_ON = new Set([
    'text',
    'search',
    'email',
    'url',
    'tel',
    'number',
    'password',
    'date',
    'datetime-local',
    'time',
]);

const WizardButtons = ({
    steps,
    active,
    setActive,
    next,
    submitLabel,
    extraActions,
    submitting,
    submitReason,
}: {
    steps: WizardStep[];
    active: number;
    setActive: (step: number) => void;
    next: () => void;
    submitLabel: string;
    extraActions?: ReactNode;
    submitting?: boolean;
    submitReason?: string;
}) => {
    const translate = useTranslate();
    // Validity of the inputs shown (earlier steps were checked by Next); an error left behind
    // by an input that is no longer shown (e.g. Swisscom's other credential set) does not count.
    const { isSubmitting, isValid, isValidating } = useFormState();
    const formValid = isValid && !isValidating;
    const step = steps[active];
    const last = active === steps.length - 1;
    const submitDisabled = isSubmitting || submitting || !formValid || step.canContinue === false;
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3, alignItems: 'center' }}>
            <Button disabled={active === 0} onClick={() => setActive(active - 1)}>
                {translate('app.wizard.back')}
            </Button>
            {last ? (
                // Distinct keys: reusing the Next button's element as the submit button would
                // submit the form during the very click that opens the last step.
                <DisabledReason key="submit" reason={submitDisabled ? submitReason : undefined}>
                    <Button
                        data-wizard-main
                        type="submit"
                        variant="contained"
                        disabled={submitDisabled}
                    >
                        {translate(submitLabel)}
                    </Button>
                </DisabledReason>
            ) : (
                <Button
                    key="next"
                    data-wizard-main
                    variant="contained"
                    onClick={() => void next()}
                    disabled={step.canContinue === false}
                >
                    {translate('app.wizard.next')}
                </Button>
            )}
            <Box sx={{ flex: 1 }} />
            {extraActions}
        </Box>
    );
};

/**
 * On a phone (below the theme's `sm` breakpoint) the step bar shows every step's number and only
 * the current step's name: all names took 414 px and more. The other names stay for screen
 * readers (visually hidden), so the bar still says which steps there are.
 */
const compactStepper = (theme: Theme) => ({
    mb: 3,
    [theme.breakpoints.down('sm')]: {
        '& .MuiStep-root': { px: 0.5 },
        '& .MuiStepLabel-iconContainer': { pr: 0.5 },
        '& .MuiStep-root:not(:has(.Mui-active)) .MuiStepLabel-labelContainer': visuallyHidden,
    },
});

/** Where the focus goes when the focused control of the wizard is disabled or removed. */
const WizardFocus = ({
    container,
    submitting,
}: {
    container: RefObject<HTMLDivElement | null>;
    submitting?: boolean;
}) => {
    const { isSubmitting } = useFormState();
    useFocusRescue(container, {
        paused: isSubmitting || !!submitting,
        fallback: () => {
            const root = container.current;
            const step = root?.querySelector<HTMLElement>('[data-wizard-step]:not([hidden])');
            const main = root?.querySelector<HTMLElement>('[data-wizard-main]');
            return firstFocusable(step) ?? (main && canHoldFocus(main) ? main : step) ?? null;
        },
    });
    return null;
};

const WizardBody = ({
    steps,
    active,
    setActive,
    submitLabel,
    extraActions,
    submitting,
    submitReason,
}: {
    steps: WizardStep[];
    active: number;
    setActive: (step: number) => void;
    submitLabel: string;
    extraActions?: ReactNode;
    submitting?: boolean;
    submitReason?: string;
}) => {
    const translate = useTranslate();
    const container = useRef<HTMLDivElement>(null);
    const next = useNext(steps, active, setActive, container);
    /** Enter in a field before the last step is Next (see above). */
    const enterGoesOn = (event: KeyboardEvent<HTMLElement>) => {
        const target = event.target;
        if (
            event.defaultPrevented || // taken by the field itself (an option chosen)
            !(target instanceof HTMLInputElement) ||
            !ENTER_GOES_ON.has(target.type)
        ) {
            return;
        }
        // On the last step the browser's implicit submission saves the form.
        if (active === steps.length - 1) return;
        event.preventDefault();
        void next();
    };
    const stepKeys = useStepKeys(active, container, enterGoesOn);
    return (
        <>
            <WizardFocus container={container} submitting={submitting} />
            <div
                ref={container}
                onKeyDown={stepKeys.onKeyDown}
                onPointerDown={stepKeys.onPointerDown}
            >
                <Stepper
                    activeStep={active}
                    sx={compactStepper}
                    aria-label={translate('app.wizard.steps')}
                >
                    {steps.map((step, index) => (
                        <Step key={step.labelKey} completed={index < active}>
                            <StepLabel>{translate(step.labelKey)}</StepLabel>
                        </Step>
                    ))}
                </Stepper>
                {steps.map((step, index) => (
                    <Box
                        key={step.labelKey}
                        data-wizard-step
                        tabIndex={-1}
                        role="group"
                        aria-label={translate(step.labelKey)}
                        hidden={index !== active}
                    >
                        {index === active ? step.content : null}
                    </Box>
                ))}
                <WizardButtons
                    steps={steps}
                    active={active}
                    setActive={setActive}
                    next={next}
                    submitLabel={submitLabel}
                    extraActions={extraActions}
                    submitting={submitting}
                    submitReason={submitReason}
                />
            </div>
        </>
    );
};

export const Wizard = ({
    steps,
    submitLabel = 'app.action.save',
    extraActions,
    submitting,
    submitReason,
    unsaved,
    ...formProps
}: Props) => {
    const [active, setActive] = useState(0);
    return (
        <Form mode="onChange" {...formProps}>
            <UnsavedChangesGuard
                unsaved={unsaved}
                stepBack={active > 0 ? () => setActive(active - 1) : undefined}
            />
            <WizardBody
                steps={steps}
                active={active}
                setActive={setActive}
                submitLabel={submitLabel}
                extraActions={extraActions}
                submitting={submitting}
                submitReason={submitReason}
            />
        </Form>
    );
};
