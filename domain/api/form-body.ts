/** A form's body: the DTO's fields (validated on the server by the same DTO), plus what the form adds. */
export type FormBody<Dto> = { [K in keyof Dto]?: unknown } & Record<string, unknown>;
