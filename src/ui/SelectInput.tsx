/**
 * react-admin's SelectInput, with its empty option named by what it shows. react-admin gives that
 * option the name "Clear value" (`aria-label` and `title`) whatever its text, so a screen reader
 * heard "Clear value" for an option that reads "All" or "No service" (WCAG 2.5.3, the name holds
 * the visible label). Where the select has an `emptyText`, that text is the option's name too: the
 * select reads its texts through an i18n context whose "Clear value" is the empty text. Without
 * one the option shows nothing, and "Clear value" says what it does.
 */
import { useMemo, type ReactNode } from 'react';
import {
    I18nContext,
    SelectInput as RaSelectInput,
    useI18nProvider,
    type SelectInputProps,
} from 'react-admin';

const CLEAR_VALUE = 'ra.action.clear_input_value';

const EmptyOptionNamed = ({ text, children }: { text: string; children: ReactNode }) => {
    const parent = useI18nProvider();
    const named = useMemo(
        () => ({
            ...parent,
            translate: (key: string, options?: Record<string, unknown>) =>
                key === CLEAR_VALUE
                    ? parent.translate(text, { _: text })
                    : parent.translate(key, options),
        }),
        [parent, text],
    );
    return <I18nContext.Provider value={named}>{children}</I18nContext.Provider>;
};

export const SelectInput = (props: SelectInputProps) =>
    typeof props.emptyText === 'string' && props.emptyText !== '' ? (
        <EmptyOptionNamed text={props.emptyText}>
            <RaSelectInput {...props} />
        </EmptyOptionNamed>
    ) : (
        <RaSelectInput {...props} />
    );
