/**
 * Filter inputs that render again only when their own props change. react-admin's filter form
 * renders every input again on each change of the list (each sort, page and new rows), although
 * an input's props and value stay the same (its value comes from the filter form, its words from
 * the language: either still renders it). Lists build their filters with these and props that
 * keep their identity (choices and styles as constants or memoised). Select filters:
 * FilterSelectInput (src/crud/listControls.tsx), memoised too.
 */
import { memo } from 'react';
import { SearchInput, TextInput } from 'react-admin';

export const SteadySearchInput = memo(SearchInput);
export const SteadyTextInput = memo(TextInput);
