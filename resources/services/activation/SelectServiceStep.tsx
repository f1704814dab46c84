/** Step 2: one service the option applies to (not activated ones, or activated ones to deactivate). */
import {
    Alert,
    FormControlLabel,
    LinearProgress,
    Radio,
    RadioGroup,
    Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { ActivationOption } from '../../devices/activation/activationOptions';
import { serviceTypeLabelKey, type Service } from '../types';

interface Props {
    option: ActivationOption;
    candidates: Service[];
    isPending: boolean;
    selectedId: Identifier | null;
    onSelect: (id: Identifier) => void;
}

export const SelectServiceStep = ({
    option,
    candidates,
    isPending,
    selectedId,
    onSelect,
}: Props) => {
    const translate = useTranslate();
    const headingId = useId();
    const heading =
        option === 'NO_ACTIVATION'
            ? 'resources.services.activation.list_enabled'
            : 'resources.services.activation.list_disabled';
    const choose = (value: string) => {
        const service = candidates.find(candidate => String(candidate.id) === value);
        if (service) onSelect(service.id);
    };
    return (
        <>
            <Typography id={headingId} variant="h6" component="h2" gutterBottom>
                {translate(heading)}
            </Typography>
            {isPending ? (
                <LinearProgress aria-label={translate('resources.services.activation.loading')} />
            ) : candidates.length === 0 ? (
                <Typography role="status" sx={{ py: 2 }}>
                    {translate('resources.services.activation.no_candidates')}
                </Typography>
            ) : (
                <RadioGroup
                    aria-labelledby={headingId}
                    value={selectedId === null ? '' : String(selectedId)}
                    onChange={event => choose(event.target.value)}
                >
                    {candidates.map(service => (
                        <FormControlLabel
                            key={service.id}
                            value={String(service.id)}
                            control={<Radio />}
                            label={`${service.name} – ${translate(serviceTypeLabelKey(service.type), { _: service.type })}`}
                        />
                    ))}
                </RadioGroup>
            )}
            {selectedId === null && candidates.length > 0 && (
                <Alert severity="info" sx={{ mt: 2 }}>
                    {translate('resources.services.activation.select_one')}
                </Alert>
            )}
        </>
    );
};
