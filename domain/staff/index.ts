export * from './roles';
export * from './workflows';
export * from './dto';
export * from './audit';
export * from './queue-filter';
