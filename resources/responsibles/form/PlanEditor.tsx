/**
 * The responsibility plan: the organization and each of its services, each switched on or off.
 * The form's `plans` holds the switched-on entries' plans, as the API has them.
 */
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { isDayOff, WEEKDAYS } from '../dayTime';
import type { Plan } from '../types';
import type { PlanEntry } from '../usePlanEntries';
import { PlanEntryCard } from './PlanEntryCard';

interface Props {
    entries: PlanEntry[];
    isPending: boolean;
    isError: boolean;
    readOnly?: boolean;
}

/** Which plans are on, and which of their days: inputs come and go when it changes. */
const shapeOf = (plans: Plan[]) =>
    plans
        .map(
            plan =>
                `${plan.id}:${WEEKDAYS.map(day => (isDayOff(plan.time?.[day]) ? 0 : 1)).join('')}`,
        )
        .join(',');

/**
 * When inputs appear or go (an entry or a day switched), the checks run again over the inputs
 * shown, so that a removed input's error does not keep the form invalid.
 */
const useRecheckOnShapeChange = () => {
    const { clearErrors, trigger } = useFormContext();
    const plans = (useWatch({ name: 'plans' }) as Plan[] | undefined) ?? [];
    const shape = shapeOf(plans);
    const previous = useRef(shape);
    useEffect(() => {
        if (previous.current === shape) return;
        previous.current = shape;
        clearErrors('plans');
        void trigger('plans');
    }, [shape, clearErrors, trigger]);
};

export const PlanEditor = ({ entries, isPending, isError, readOnly = false }: Props) => {
    const translate = useTranslate();
    useRecheckOnShapeChange();
    if (isError) {
        return (
            <Alert severity="error">{translate('resources.responsibles.plan.load_failed')}</Alert>
        );
    }
    if (isPending) {
        return (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 2 }}>
                <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
                <Typography>{translate('resources.responsibles.plan.loading')}</Typography>
            </Stack>
        );
    }
    return (
        <Stack spacing={2} sx={{ width: '100%' }}>
            {readOnly ? null : (
                <Typography variant="body2" color="text.secondary">
                    {translate('resources.responsibles.plan.intro')}
                </Typography>
            )}
            {entries.map(entry => (
                <PlanEntryCard key={String(entry.id)} entry={entry} readOnly={readOnly} />
            ))}
        </Stack>
    );
};
