-- Datart's metadata schema as of 1.0.0-rc.1 (migration script 2022.08.05), written for Tessera's tests
-- from the table facts in the Datart migrations: the tables `migrate:datart` reads, with their columns.
-- Quartz tables, access_log, download, link, org_settings and user_settings are left out (not read).
CREATE TABLE migration_history (
  id varchar(32) NOT NULL PRIMARY KEY, version varchar(128) NOT NULL, file_name varchar(255) NOT NULL,
  execute_user varchar(128) NOT NULL, execute_date timestamp NOT NULL, success tinyint(1) NOT NULL);
CREATE TABLE organization (
  id varchar(32) NOT NULL PRIMARY KEY, name varchar(255) NOT NULL UNIQUE, avatar varchar(255), description text,
  create_time timestamp NULL, create_by varchar(32) NOT NULL, update_time datetime NULL, update_by varchar(32));
CREATE TABLE `user` (
  id varchar(32) NOT NULL PRIMARY KEY, email varchar(255) NOT NULL UNIQUE, username varchar(255) NOT NULL UNIQUE,
  password varchar(255) NOT NULL, active tinyint(1), name varchar(255), description varchar(255), avatar varchar(255),
  create_time timestamp NULL, create_by varchar(32), update_time timestamp NULL, update_by varchar(32));
CREATE TABLE rel_user_organization (
  id varchar(32) NOT NULL PRIMARY KEY, org_id varchar(32) NOT NULL, user_id varchar(32) NOT NULL,
  create_by varchar(32) NOT NULL, create_time timestamp NULL, update_by varchar(32), update_time timestamp NULL,
  UNIQUE KEY org_user (org_id, user_id));
CREATE TABLE role (
  id varchar(32) NOT NULL PRIMARY KEY, org_id varchar(32) NOT NULL, name varchar(255) NOT NULL, type varchar(16),
  description varchar(255), create_by varchar(32) NOT NULL, create_time timestamp NULL, update_by varchar(32),
  update_time timestamp NULL, avatar varchar(255), UNIQUE KEY ord_and_name (org_id, name));
CREATE TABLE rel_role_user (
  id varchar(32) NOT NULL PRIMARY KEY, user_id varchar(32) NOT NULL, role_id varchar(32) NOT NULL,
  create_by varchar(32) NOT NULL, create_time timestamp NULL, update_by varchar(32), update_time timestamp NULL,
  UNIQUE KEY user_role (user_id, role_id));
CREATE TABLE rel_role_resource (
  id varchar(32) NOT NULL PRIMARY KEY, role_id varchar(32) NOT NULL, resource_id varchar(32),
  resource_type varchar(100) NOT NULL, org_id varchar(32), permission int NOT NULL, create_by varchar(32) NOT NULL,
  create_time timestamp NULL, update_by varchar(32), update_time timestamp NULL,
  UNIQUE KEY role_id_2 (role_id, resource_id, resource_type));
CREATE TABLE rel_subject_columns (
  id varchar(32) NOT NULL PRIMARY KEY, view_id varchar(32) NOT NULL, subject_id varchar(32) NOT NULL,
  subject_type varchar(32) NOT NULL, column_permission text, create_by varchar(32) NOT NULL,
  create_time timestamp NULL, update_by varchar(32), update_time timestamp NULL);
CREATE TABLE source (
  id varchar(32) NOT NULL PRIMARY KEY, name varchar(255) NOT NULL, config text, type varchar(10) NOT NULL,
  org_id varchar(32), parent_id varchar(32), is_folder tinyint(1), `index` double(16,8),
  create_by varchar(32) NOT NULL, create_time timestamp NULL, update_by varchar(32), update_time timestamp NULL,
  status tinyint NOT NULL DEFAULT 1, UNIQUE KEY org_name (name, org_id));
CREATE TABLE source_schemas (
  id varchar(32) NOT NULL PRIMARY KEY, source_id varchar(32) NOT NULL UNIQUE, `schemas` longtext,
  update_time datetime NULL);
CREATE TABLE `view` (
  id varchar(32) NOT NULL PRIMARY KEY, name varchar(255) NOT NULL, description varchar(255),
  org_id varchar(32) NOT NULL, source_id varchar(32), script text, type varchar(32), model text, config text,
  create_by varchar(32) NOT NULL, create_time timestamp NULL, update_by varchar(32), update_time timestamp NULL,
  parent_id varchar(32), is_folder tinyint(1), `index` double(16,8), status tinyint NOT NULL DEFAULT 1,
  UNIQUE KEY unique_name (name, org_id, parent_id));
CREATE TABLE variable (
  id varchar(32) NOT NULL PRIMARY KEY, org_id varchar(32) NOT NULL, view_id varchar(32), source_id varchar(32),
  name varchar(255) NOT NULL, type varchar(32) NOT NULL, value_type varchar(32) NOT NULL, format varchar(255),
  permission int, encrypt tinyint, label varchar(255), default_value varchar(255), expression tinyint,
  create_time timestamp NULL, create_by varchar(32) NOT NULL, update_time timestamp NULL, update_by varchar(32),
  UNIQUE KEY org_id (org_id, view_id, name));
CREATE TABLE rel_variable_subject (
  id varchar(32) NOT NULL PRIMARY KEY, variable_id varchar(32) NOT NULL, subject_id varchar(32) NOT NULL,
  subject_type varchar(32) NOT NULL, value varchar(255), create_time timestamp NULL,
  use_default_value tinyint NOT NULL, create_by varchar(32) NOT NULL, update_time timestamp NULL,
  update_by varchar(32), UNIQUE KEY user_var (variable_id, subject_type, subject_id));
CREATE TABLE folder (
  id varchar(32) NOT NULL PRIMARY KEY, name varchar(255) NOT NULL, org_id varchar(32) NOT NULL,
  rel_type varchar(255) NOT NULL, sub_type varchar(255), rel_id varchar(32), avatar varchar(255),
  parent_id varchar(32), `index` double(16,8), UNIQUE KEY name_unique (name, org_id, parent_id));
CREATE TABLE datachart (
  id varchar(32) NOT NULL PRIMARY KEY, name varchar(255) NOT NULL, description varchar(255), view_id varchar(32),
  org_id varchar(32) NOT NULL, config text, thumbnail varchar(255), create_by varchar(32) NOT NULL,
  create_time timestamp NULL, update_by varchar(32), update_time timestamp NULL, status tinyint DEFAULT 1);
CREATE TABLE dashboard (
  id varchar(32) NOT NULL PRIMARY KEY, name varchar(255) NOT NULL, org_id varchar(32) NOT NULL, config text,
  thumbnail varchar(255), create_by varchar(32) NOT NULL, create_time timestamp NULL, update_by varchar(32),
  update_time timestamp NULL, status tinyint NOT NULL DEFAULT 1);
CREATE TABLE widget (
  id varchar(32) NOT NULL PRIMARY KEY, dashboard_id varchar(32) NOT NULL, config longtext, parent_id varchar(32),
  create_by varchar(32) NOT NULL, create_time timestamp NULL, update_by varchar(32), update_time timestamp NULL);
CREATE TABLE rel_widget_element (
  id varchar(32) NOT NULL PRIMARY KEY, widget_id varchar(32) NOT NULL, rel_type varchar(32) NOT NULL,
  rel_id varchar(32) NOT NULL);
CREATE TABLE rel_widget_widget (
  id varchar(32) NOT NULL PRIMARY KEY, source_id varchar(32) NOT NULL, target_id varchar(32) NOT NULL,
  config longtext);
CREATE TABLE storyboard (
  id varchar(32) NOT NULL PRIMARY KEY, name varchar(255) NOT NULL, org_id varchar(32) NOT NULL,
  parent_id varchar(32), is_folder tinyint(1), `index` double(16,8), config text, create_by varchar(32) NOT NULL,
  create_time timestamp NULL, update_by varchar(32), update_time timestamp NULL, status tinyint NOT NULL DEFAULT 1);
CREATE TABLE storypage (
  id varchar(32) NOT NULL PRIMARY KEY, storyboard_id varchar(32) NOT NULL, rel_type varchar(128) NOT NULL,
  rel_id varchar(32) NOT NULL, config text);
CREATE TABLE `share` (
  id varchar(32) NOT NULL PRIMARY KEY, org_id varchar(32) NOT NULL, viz_type varchar(128) NOT NULL,
  viz_id varchar(32) NOT NULL, authentication_mode varchar(128) NOT NULL, roles text,
  row_permission_by varchar(128) NOT NULL, authentication_code varchar(255), expiry_date timestamp NULL,
  create_by varchar(128) NOT NULL, create_time timestamp NULL);
CREATE TABLE schedule (
  id varchar(32) NOT NULL PRIMARY KEY, name varchar(255) NOT NULL, org_id varchar(32) NOT NULL,
  type varchar(100) NOT NULL, active tinyint NOT NULL, cron_expression varchar(100), start_date timestamp NULL,
  end_date timestamp NULL, config text, create_time timestamp NULL, create_by varchar(32) NOT NULL,
  update_by varchar(32), update_time timestamp NULL, parent_id varchar(32), is_folder tinyint(1),
  `index` double(16,8), status tinyint NOT NULL DEFAULT 1);
