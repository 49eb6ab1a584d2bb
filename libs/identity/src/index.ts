export * from './auth/auth-context';
export * from './auth/password-hasher';
export * from './groups/group.repository';
export * from './identity.module';
export * from './users/user.entity';
export * from './users/user.repository';
export * from './users/user.response';
export * from './auth/token.service';
