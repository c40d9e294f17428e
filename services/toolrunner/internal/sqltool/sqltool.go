// Package sqltool is the SQL family of tools: each tool is one named,
// parameterized query against PostgreSQL (pgx), MySQL/MariaDB
// (go-sql-driver/mysql) or SQLite (modernc.org/sqlite, pure Go — the
// embedded default), with its DSN taken from an environment variable.
//
// Arguments reach the database only as bound parameters: the query's :name
// placeholders are rewritten to the driver's own ($1 or ?) by a lexer that
// leaves strings, comments, casts and dollar quotes alone. Read tools run in
// a READ ONLY transaction with a statement timeout, so that a write inside
// one is refused by the database itself. Results are
// {"rows":[{…}],"row_count":N,"truncated":bool}; writes return
// {"rows_affected":N} (plus rows with RETURNING).
//
// An absent optional argument binds NULL. PostgreSQL infers each parameter's
// type from where it first appears, so a parameter used only where no type
// is implied (":x IS NULL") needs a cast (":x::date IS NULL") or a typed
// context (COALESCE(:x, col)).
//
// Error mapping (SQLSTATE class, or the driver's code):
//
//	42xxx syntax / undefined object, 22xxx invalid input   PARAM
//	MySQL 1366/1292/1264/1265/1406, SQLite STRICT type     PARAM
//	an argument the driver cannot encode for its parameter PARAM invalid_arguments,
//	  (PostgreSQL: true for an int4)                       naming the argument
//	23xxx constraint violation                             BUSINESS
//	25006 / MySQL 1792 / SQLITE_READONLY write in a read   SYSTEM read_only_violation
//	57014, MySQL 3024/1317, MariaDB 1969, deadline         SYSTEM timeout, retryable
//	08xxx, refused, bad connection, 40001, 40P01, 53xxx    SYSTEM, retryable
package sqltool

import (
	"context"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	_ "github.com/go-sql-driver/mysql" // registers "mysql"
	_ "github.com/jackc/pgx/v5/stdlib" // registers "pgx"
	_ "modernc.org/sqlite"             // registers "sqlite"

	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
)

// DefaultMaxRows caps the rows a read returns when the manifest sets none.
const DefaultMaxRows = 1000

// defaultStatementTimeout applies when the call's context has no deadline.
const defaultStatementTimeout = 30 * time.Second

// Pool shares database handles between the tools that use the same driver
// and DSN. Close it when the runner stops.
type Pool struct {
	env manifest.Lookup

	mu  sync.Mutex
	dbs map[string]*handle
}

type handle struct {
	dialect Dialect
	rw      *sql.DB
	ro      *sql.DB // SQLite only: a query_only connection pool for reads

	// flavor is MySQL's or MariaDB's, detected on first use; flavorKnown
	// stays false until a detection succeeds, so a failed one is retried.
	flavorMu    sync.Mutex
	flavorKnown bool
	mariaDB     bool
}

// NewPool returns an empty pool; env resolves the DSN variables (nil means
// the process environment).
func NewPool(env manifest.Lookup) *Pool {
	if env == nil {
		env = manifest.OSEnv
	}
	return &Pool{env: env, dbs: map[string]*handle{}}
}

// Close closes every database handle.
func (p *Pool) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	var first error
	for k, h := range p.dbs {
		for _, db := range []*sql.DB{h.rw, h.ro} {
			if db != nil {
				if err := db.Close(); err != nil && first == nil {
					first = err
				}
			}
		}
		delete(p.dbs, k)
	}
	return first
}

func (p *Pool) open(driver, dsnEnv string) (*handle, error) {
	dsn, ok := p.env(dsnEnv)
	if !ok || dsn == "" {
		return nil, fmt.Errorf("environment variable %s (the DSN) is not set", dsnEnv)
	}
	key := driver + "\x00" + dsn
	p.mu.Lock()
	defer p.mu.Unlock()
	if h, ok := p.dbs[key]; ok {
		return h, nil
	}
	h := &handle{}
	var err error
	switch driver {
	case "postgres":
		h.dialect = Postgres
		h.rw, err = sql.Open("pgx", dsn)
	case "mysql":
		h.dialect = MySQL
		h.rw, err = sql.Open("mysql", dsn)
	case "sqlite":
		h.dialect = SQLite
		if h.rw, err = sql.Open("sqlite", withPragmas(dsn, "busy_timeout(5000)", "journal_mode(WAL)")); err == nil {
			h.ro, err = sql.Open("sqlite", withPragmas(dsn, "busy_timeout(5000)", "query_only(1)"))
		}
	default:
		return nil, fmt.Errorf("unknown driver %q", driver)
	}
	if err != nil {
		// The error text of a bad DSN may quote the DSN (and its password).
		return nil, fmt.Errorf("cannot open the %s database named by %s", driver, dsnEnv)
	}
	p.dbs[key] = h
	return h, nil
}

func withPragmas(dsn string, pragmas ...string) string {
	sep := "?"
	if strings.Contains(dsn, "?") {
		sep = "&"
	}
	for _, p := range pragmas {
		dsn += sep + "_pragma=" + p
		sep = "&"
	}
	return dsn
}

// Tool is one SQL tool. It is safe for concurrent use.
type Tool struct {
	name     string
	q        Rewritten
	readOnly bool
	maxRows  int
	h        *handle
}

// New builds the tool from its manifest entry, opening (or sharing) its
// database handle. It checks that every placeholder names a parameter; it
// does not connect, so a database that is down fails calls (SYSTEM), not the
// start-up.
func New(t manifest.Tool, pool *Pool) (*Tool, error) {
	s := t.SQL
	if s == nil {
		return nil, fmt.Errorf("%s: tool %s has no sql binding", t.Source, t.Spec.Name)
	}
	fail := func(field string, err error) error {
		return fmt.Errorf("%s: tool %s: sql.%s: %w", t.Source, t.Spec.Name, field, err)
	}
	h, err := pool.open(s.Driver, s.DSNEnv)
	if err != nil {
		return nil, fail("dsn_env", err)
	}
	q, err := Rewrite(s.Query, h.dialect)
	if err != nil {
		return nil, fail("query", err)
	}
	props := properties(t.Spec.Parameters)
	for _, n := range q.Names {
		if !props[n] {
			return nil, fail("query", fmt.Errorf("placeholder :%s names no parameter of the tool", n))
		}
	}
	maxRows := s.MaxRows
	if maxRows == 0 {
		maxRows = DefaultMaxRows
	}
	return &Tool{name: t.Spec.Name, q: q, readOnly: t.Spec.SideEffect != toolspec.Write, maxRows: maxRows, h: h}, nil
}

func properties(schema json.RawMessage) map[string]bool {
	var s struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	_ = json.Unmarshal(schema, &s)
	out := map[string]bool{}
	for k := range s.Properties {
		out[k] = true
	}
	return out
}

// Invoke implements registry.Invoker.
func (t *Tool) Invoke(ctx context.Context, raw json.RawMessage) (json.RawMessage, error) {
	args, err := manifest.DecodeArgs(raw)
	if err != nil {
		return nil, toolerr.NewParam(toolerr.CodeInvalidArguments, err.Error(), "send the arguments as one JSON object")
	}
	binds := make([]any, len(t.q.Names))
	for i, n := range t.q.Names {
		binds[i] = bindValue(args[n])
	}
	var out any
	if t.readOnly {
		out, err = t.read(ctx, binds)
	} else {
		out, err = t.write(ctx, binds)
	}
	if err != nil {
		terr := mapError(ctx, t.name, err)
		if terr.Kind == toolerr.System && terr.Code == toolerr.CodeInternal && ctx.Err() == nil {
			if perr := t.unencodable(ctx, args, binds); perr != nil {
				return nil, perr
			}
		}
		return nil, terr
	}
	b, err := json.Marshal(out)
	if err != nil {
		return nil, toolerr.Systemf(toolerr.CodeInternal, "%s: cannot encode the result: %v", t.name, err)
	}
	return b, nil
}

// bindValue converts a decoded JSON argument to a driver value.
func bindValue(v any) any {
	switch v := v.(type) {
	case nil, string, bool:
		return v
	case json.Number:
		if i, err := v.Int64(); err == nil {
			return i
		}
		f, _ := v.Float64()
		return f
	default: // arrays and objects travel as JSON text
		b, _ := json.Marshal(v)
		return string(b)
	}
}

// result is the shape of a read's output.
type result struct {
	Rows      []map[string]any `json:"rows"`
	RowCount  int              `json:"row_count"`
	Truncated bool             `json:"truncated"`
}

// read runs the query in a READ ONLY transaction with a statement timeout.
func (t *Tool) read(ctx context.Context, binds []any) (any, error) {
	db := t.h.rw
	if t.h.ro != nil {
		db = t.h.ro
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := t.sessionTimeout(ctx, conn); err != nil {
		return nil, err
	}
	opts := &sql.TxOptions{ReadOnly: t.h.dialect != SQLite} // SQLite: the query_only pool
	tx, err := conn.BeginTx(ctx, opts)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback() //nolint:errcheck // a read has nothing to commit
	if err := t.localTimeout(ctx, tx); err != nil {
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, t.q.Text, binds...)
	if err != nil {
		return nil, err
	}
	return t.collect(rows)
}

// write runs the statement in a transaction and commits it.
func (t *Tool) write(ctx context.Context, binds []any) (any, error) {
	conn, err := t.h.rw.Conn(ctx)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := t.sessionTimeout(ctx, conn); err != nil {
		return nil, err
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback() //nolint:errcheck // no-op after Commit
	if err := t.localTimeout(ctx, tx); err != nil {
		return nil, err
	}
	var out any
	if t.q.Returning {
		rows, err := tx.QueryContext(ctx, t.q.Text, binds...)
		if err != nil {
			return nil, err
		}
		r, err := t.collect(rows)
		if err != nil {
			return nil, err
		}
		out = map[string]any{"rows": r.Rows, "row_count": r.RowCount, "truncated": r.Truncated, "rows_affected": r.RowCount}
	} else {
		res, err := tx.ExecContext(ctx, t.q.Text, binds...)
		if err != nil {
			return nil, err
		}
		n, _ := res.RowsAffected()
		out = map[string]any{"rows_affected": n}
	}
	if err := tx.Commit(); err != nil {
		return nil, err
	}
	return out, nil
}

func statementTimeout(ctx context.Context) time.Duration {
	if dl, ok := ctx.Deadline(); ok {
		if d := time.Until(dl); d > time.Millisecond {
			return d
		}
		return time.Millisecond
	}
	return defaultStatementTimeout
}

// sessionTimeout sets MySQL's or MariaDB's statement time limit on the
// connection (they have no transaction-local form).
func (t *Tool) sessionTimeout(ctx context.Context, conn *sql.Conn) error {
	if t.h.dialect != MySQL {
		return nil
	}
	mariaDB, err := t.h.isMariaDB(ctx, conn)
	if err != nil {
		return err
	}
	d := statementTimeout(ctx)
	var stmt string
	if mariaDB {
		stmt = fmt.Sprintf("SET SESSION max_statement_time = %.3f", d.Seconds())
	} else {
		stmt = fmt.Sprintf("SET SESSION max_execution_time = %d", d.Milliseconds())
	}
	_, err = conn.ExecContext(ctx, stmt)
	return err
}

// isMariaDB tells MariaDB from MySQL (their statement-timeout settings
// differ). A failed detection is not cached.
func (h *handle) isMariaDB(ctx context.Context, conn *sql.Conn) (bool, error) {
	h.flavorMu.Lock()
	defer h.flavorMu.Unlock()
	if h.flavorKnown {
		return h.mariaDB, nil
	}
	var v string
	if err := conn.QueryRowContext(ctx, "SELECT VERSION()").Scan(&v); err != nil {
		return false, err
	}
	h.mariaDB, h.flavorKnown = strings.Contains(strings.ToLower(v), "mariadb"), true
	return h.mariaDB, nil
}

// localTimeout sets PostgreSQL's transaction-local statement timeout.
func (t *Tool) localTimeout(ctx context.Context, tx *sql.Tx) error {
	if t.h.dialect != Postgres {
		return nil
	}
	_, err := tx.ExecContext(ctx, fmt.Sprintf("SET LOCAL statement_timeout = %d", statementTimeout(ctx).Milliseconds()))
	return err
}

// collect reads at most maxRows rows into objects keyed by column name.
func (t *Tool) collect(rows *sql.Rows) (result, error) {
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return result{}, err
	}
	r := result{Rows: []map[string]any{}}
	vals := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for rows.Next() {
		if len(r.Rows) == t.maxRows {
			r.Truncated = true
			break
		}
		if err := rows.Scan(ptrs...); err != nil {
			return result{}, err
		}
		row := make(map[string]any, len(cols))
		for i, c := range cols {
			row[c] = jsonValue(vals[i])
		}
		r.Rows = append(r.Rows, row)
	}
	if err := rows.Err(); err != nil {
		return result{}, err
	}
	r.RowCount = len(r.Rows)
	return r, nil
}

// jsonValue converts a scanned column value into something JSON can hold.
func jsonValue(v any) any {
	switch v := v.(type) {
	case nil, int64, bool, string, int32, int, int16, int8, uint64, uint32:
		return v
	case float64:
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Sprint(v)
		}
		return v
	case float32:
		return jsonValue(float64(v))
	case []byte:
		if utf8.Valid(v) {
			return string(v)
		}
		return base64.StdEncoding.EncodeToString(v)
	case time.Time:
		if v.Hour() == 0 && v.Minute() == 0 && v.Second() == 0 && v.Nanosecond() == 0 && v.Location() == time.UTC {
			return v.Format(time.DateOnly)
		}
		return v.Format(time.RFC3339Nano)
	default:
		return fmt.Sprint(v)
	}
}
