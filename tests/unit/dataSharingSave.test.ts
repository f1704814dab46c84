import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useGuardedSave } from '../../resources/dataSharing/form/useGuardedSave';
import type { TrialRun } from '../../resources/dataSharing/form/useTrialRun';

const trialPassing = (passedScript: string) =>
    ({ needsConfirmation: (script: string) => script !== passedScript }) as TrialRun;

describe('saving a data sharing', () => {
    it('saves at once when the script has passed', () => {
        const save = vi.fn();
        const { result } = renderHook(() => useGuardedSave(trialPassing('ok'), save));
        act(() => void result.current.submit({ script: 'ok' }));
        expect(save).toHaveBeenCalledWith({ script: 'ok' });
        expect(result.current.confirmOpen).toBe(false);
    });

    it('asks first when it has not, and saves on Confirm', () => {
        const save = vi.fn();
        const { result } = renderHook(() => useGuardedSave(trialPassing('ok'), save));
        act(() => void result.current.submit({ script: 'edited', name: 'n' }));
        expect(save).not.toHaveBeenCalled();
        expect(result.current.confirmOpen).toBe(true);
        act(() => void result.current.confirm());
        expect(save).toHaveBeenCalledWith({ script: 'edited', name: 'n' });
        expect(result.current.confirmOpen).toBe(false);
    });

    it('saves nothing on Cancel', () => {
        const save = vi.fn();
        const { result } = renderHook(() => useGuardedSave(trialPassing('ok'), save));
        act(() => void result.current.submit({ script: 'edited' }));
        act(() => result.current.cancel());
        expect(result.current.confirmOpen).toBe(false);
        expect(save).not.toHaveBeenCalled();
    });
});
