export * from './catalogue';
export * from './content';
export * from './dealers';
export * from './members';
export * from './submissions';
export * from './orders';
export * from './system';
export * from './staff';
