import type { TtlValues } from '../config.ts';

/** Token and session lifetimes (seconds); read at issue time, so changes apply to new tokens. */
export class TtlSettings {
    private current: TtlValues;

    constructor(private readonly defaults: TtlValues) {
        this.current = { ...defaults };
    }

    get values(): TtlValues {
        return { ...this.current };
    }

    get accessTokenTtl(): number {
        return this.current.accessTokenTtl;
    }

    get refreshTokenTtl(): number {
        return this.current.refreshTokenTtl;
    }

    get sessionTtl(): number {
        return this.current.sessionTtl;
    }

    update(changes: Partial<TtlValues>): TtlValues {
        this.current = { ...this.current, ...changes };
        return this.values;
    }

    restore(): TtlValues {
        this.current = { ...this.defaults };
        return this.values;
    }
}
