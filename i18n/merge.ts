/** Joins the message files of the areas into one key tree (deep merge), keeping their types. */
import { mergeTranslations } from 'react-admin';

type Intersection<T> = (T extends unknown ? (part: T) => void : never) extends (
    part: infer I,
) => void
    ? I
    : never;

export const mergeAreas = <T extends object[]>(...areas: T) =>
    mergeTranslations(...areas) as Intersection<T[number]>;
