// Original file: vmdash/v1/dashboard.proto


export interface CreateUserRequest {
  'username'?: (string);
  'email'?: (string);
  'password'?: (string);
  'group'?: (string);
  'bu_teams'?: (string)[];
  'beta_first_name'?: (string);
  'beta_last_name'?: (string);
  'client_address'?: (string);
  '_beta_first_name'?: "beta_first_name";
  '_beta_last_name'?: "beta_last_name";
}

export interface CreateUserRequest__Output {
  'username': (string);
  'email': (string);
  'password': (string);
  'group': (string);
  'bu_teams': (string)[];
  'beta_first_name'?: (string);
  'beta_last_name'?: (string);
  'client_address': (string);
}
