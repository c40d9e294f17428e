package sqltool_test

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/testenv"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/idem"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/registry"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/sqltool"
)

// database is one engine the suite runs against.
type database struct {
	name    string // as named in skip messages
	driver  string // manifest driver
	sqlName string // database/sql driver name
	dsn     string
	text    string // column type for short text
	sleep   string // a query sleeping :s seconds, "" if not tested
}

func databases(t *testing.T) []database {
	t.Helper()
	return []database{
		{name: "PostgreSQL", driver: "postgres", sqlName: "pgx", text: "TEXT", sleep: "SELECT pg_sleep(:s)",
			dsn: testenv.Getenv("HERMES_TEST_POSTGRES_DSN", "postgres://postgres@127.0.0.1:5432/test?sslmode=disable")},
		{name: "MariaDB/MySQL", driver: "mysql", sqlName: "mysql", text: "VARCHAR(200)",
			dsn: testenv.Getenv("HERMES_TEST_MYSQL_DSN", "root@tcp(127.0.0.1:3306)/test")},
		{name: "SQLite", driver: "sqlite", sqlName: "sqlite", text: "TEXT",
			dsn: "file:" + filepath.Join(t.TempDir(), "test.db")},
	}
}

// fixture is a database with two fresh tables, dropped after the test.
type fixture struct {
	db          database
	conn        *sql.DB
	items, logs string
	pool        *sqltool.Pool
}

func newFixture(t *testing.T, d database) *fixture {
	t.Helper()
	conn, err := sql.Open(d.sqlName, d.dsn)
	if err == nil {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		err = conn.PingContext(ctx)
		cancel()
	}
	testenv.Require(t, d.name+" ("+d.driver+")", err)
	var b [4]byte
	_, _ = rand.Read(b[:])
	suffix := hex.EncodeToString(b[:])
	f := &fixture{db: d, conn: conn, items: "hermes_items_" + suffix, logs: "hermes_log_" + suffix}
	f.exec(t, fmt.Sprintf("CREATE TABLE %s (id INTEGER PRIMARY KEY, name %s NOT NULL UNIQUE, note %s)", f.items, d.text, d.text))
	f.exec(t, fmt.Sprintf("CREATE TABLE %s (note %s)", f.logs, d.text))
	f.exec(t, fmt.Sprintf("INSERT INTO %s (id, name, note) VALUES (1, 'alpha', 'a'), (2, 'beta', 'b'), (3, 'gamma', 'c')", f.items))
	f.pool = sqltool.NewPool(func(k string) (string, bool) {
		if k == "TEST_DSN" {
			return d.dsn, true
		}
		return "", false
	})
	t.Cleanup(func() {
		_ = f.pool.Close()
		_, _ = conn.Exec("DROP TABLE " + f.items)
		_, _ = conn.Exec("DROP TABLE " + f.logs)
		_ = conn.Close()
	})
	return f
}

func (f *fixture) exec(t *testing.T, q string) {
	t.Helper()
	if _, err := f.conn.Exec(q); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}

func (f *fixture) count(t *testing.T, table string) int {
	t.Helper()
	var n int
	if err := f.conn.QueryRow("SELECT COUNT(*) FROM " + table).Scan(&n); err != nil {
		t.Fatalf("count %s: %v", table, err)
	}
	return n
}

const params = `{"type":"object","properties":{"id":{},"name":{},"note":{},"s":{}}}`

// tool declares a SQL tool over the fixture; {items} and {logs} in query
// name its tables.
func (f *fixture) tool(name string, se toolspec.SideEffect, query string, maxRows int) manifest.Tool {
	query = strings.NewReplacer("{items}", f.items, "{logs}", f.logs).Replace(query)
	return manifest.Tool{
		Spec:   toolspec.Spec{Name: name, Description: "Test.", SideEffect: se, Parameters: json.RawMessage(params)},
		SQL:    &manifest.SQL{Driver: f.db.driver, DSNEnv: "TEST_DSN", Query: query, MaxRows: maxRows},
		Source: "test.yaml:1",
	}
}

func (f *fixture) invoke(t *testing.T, mt manifest.Tool, args string) (map[string]any, *toolerr.Error) {
	t.Helper()
	tl, err := sqltool.New(mt, f.pool)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	out, err := tl.Invoke(ctx, json.RawMessage(args))
	if err != nil {
		te, ok := err.(*toolerr.Error)
		if !ok {
			t.Fatalf("error %T %v is not a *toolerr.Error", err, err)
		}
		return nil, te
	}
	var m map[string]any
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatalf("output %s: %v", out, err)
	}
	return m, nil
}

func TestDatabases(t *testing.T) {
	for _, d := range databases(t) {
		t.Run(d.name, func(t *testing.T) {
			f := newFixture(t, d)
			t.Run("read rows", func(t *testing.T) { testRead(t, f) })
			t.Run("injection is inert", func(t *testing.T) { testInjection(t, f) })
			t.Run("write in read tool refused by database", func(t *testing.T) { testReadOnly(t, f) })
			t.Run("error mapping", func(t *testing.T) { testErrors(t, f) })
			t.Run("arguments the database cannot take are PARAM", func(t *testing.T) { testUnfitArguments(t, f) })
			t.Run("20 concurrent duplicate writes leave one row", func(t *testing.T) { testExactlyOnce(t, f) })
			t.Run("duplicates across two replicas sharing Redis leave one row", func(t *testing.T) { testExactlyOnceAcrossReplicas(t, f) })
			if d.sleep != "" {
				t.Run("statement timeout", func(t *testing.T) { testTimeout(t, f) })
			}
		})
	}
}

func testRead(t *testing.T, f *fixture) {
	tests := []struct {
		name, query, args string
		maxRows           int
		wantCount         float64
		wantTrunc         bool
		wantFirst         string
	}{
		{"by name", "SELECT id, name FROM {items} WHERE name = :name", `{"name":"beta"}`, 0, 1, false, "beta"},
		{"optional filter absent", "SELECT id, name FROM {items} WHERE name = COALESCE(:name, name) ORDER BY id", `{}`, 0, 3, false, "alpha"},
		{"row cap", "SELECT id, name FROM {items} ORDER BY id", `{}`, 2, 2, true, "alpha"},
		{"placeholder text in literal", "SELECT ':name' AS name FROM {items} WHERE id = :id", `{"id":1}`, 0, 1, false, ":name"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, terr := f.invoke(t, f.tool("read", toolspec.Read, tc.query, tc.maxRows), tc.args)
			if terr != nil {
				t.Fatalf("Invoke: %v", terr)
			}
			rows, _ := out["rows"].([]any)
			if out["row_count"] != tc.wantCount || out["truncated"] != tc.wantTrunc || len(rows) != int(tc.wantCount) {
				t.Fatalf("output = %v; want row_count %v truncated %v", out, tc.wantCount, tc.wantTrunc)
			}
			if got := rows[0].(map[string]any)["name"]; got != tc.wantFirst {
				t.Errorf("first row name = %v, want %s", got, tc.wantFirst)
			}
		})
	}
}

func testInjection(t *testing.T, f *fixture) {
	byName := f.tool("by_name", toolspec.Read, "SELECT id, name FROM {items} WHERE name = :name", 0)
	for _, hostile := range []string{"' OR 1=1 --", "alpha' OR '1'='1", "x; DROP TABLE " + f.items, "alpha'; DELETE FROM " + f.items + "; --", `\' OR 1=1 #`} {
		t.Run(hostile, func(t *testing.T) {
			args, _ := json.Marshal(map[string]string{"name": hostile})
			out, terr := f.invoke(t, byName, string(args))
			if terr != nil {
				t.Fatalf("Invoke: %v", terr)
			}
			if out["row_count"] != float64(0) {
				t.Errorf("hostile name matched rows: %v", out)
			}
		})
	}
	byID := f.tool("by_id", toolspec.Read, "SELECT id, name FROM {items} WHERE id = :id", 0)
	out, terr := f.invoke(t, byID, `{"id":"1; DROP TABLE `+f.items+`"}`)
	if terr == nil && out["row_count"] != float64(0) && f.db.driver != "mysql" {
		t.Errorf("hostile id matched rows: %v", out)
	}
	if terr != nil && terr.Kind != toolerr.Param {
		t.Errorf("hostile id error = %v, want PARAM (invalid input) or no rows", terr)
	}
	if n := f.count(t, f.items); n != 3 {
		t.Errorf("%s has %d rows after injection attempts, want 3", f.items, n)
	}
}

func testReadOnly(t *testing.T, f *fixture) {
	for _, q := range []string{
		"UPDATE {items} SET note = 'hacked' WHERE id = :id",
		"INSERT INTO {logs} (note) VALUES (:note)",
		"DELETE FROM {items} WHERE id = :id",
	} {
		t.Run(q, func(t *testing.T) {
			_, terr := f.invoke(t, f.tool("sneaky", toolspec.Read, q, 0), `{"id":1,"note":"x"}`)
			if terr == nil || terr.Kind != toolerr.System || terr.Code != "read_only_violation" {
				t.Fatalf("error = %v, want SYSTEM read_only_violation", terr)
			}
		})
	}
	var note string
	if err := f.conn.QueryRow("SELECT note FROM " + f.items + " WHERE id = 1").Scan(&note); err != nil || note != "a" {
		t.Errorf("note = %q, %v; want it unchanged", note, err)
	}
	if n := f.count(t, f.items); n != 3 {
		t.Errorf("%s has %d rows, want 3", f.items, n)
	}
	if n := f.count(t, f.logs); n != 0 {
		t.Errorf("%s has %d rows, want 0", f.logs, n)
	}
}

func testErrors(t *testing.T, f *fixture) {
	tests := []struct {
		name, query, args string
		se                toolspec.SideEffect
		kind              toolerr.Kind
	}{
		{"syntax error", "SELEC id FROM {items} WHERE id = :id", `{"id":1}`, toolspec.Read, toolerr.Param},
		{"undefined column", "SELECT nope FROM {items} WHERE id = :id", `{"id":1}`, toolspec.Read, toolerr.Param},
		{"unique violation", "INSERT INTO {items} (id, name) VALUES (:id, :name)", `{"id":9,"name":"alpha"}`, toolspec.Write, toolerr.Business},
		{"not null violation", "INSERT INTO {items} (id, name) VALUES (:id, :name)", `{"id":10}`, toolspec.Write, toolerr.Business},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, terr := f.invoke(t, f.tool("e", tc.se, tc.query, 0), tc.args)
			if terr == nil || terr.Kind != tc.kind {
				t.Fatalf("error = %v, want %v", terr, tc.kind)
			}
		})
	}
}

// testUnfitArguments sends arguments that a loose schema (parameters with
// no type) lets through to the driver, and that cannot fit the parameter's
// type. The arguments are at fault, not the backend: each is PARAM with a
// hint naming the argument, so the planner repairs it instead of counting
// a backend failure.
func testUnfitArguments(t *testing.T, f *fixture) {
	strict := "hermes_strict_" + strings.TrimPrefix(f.items, "hermes_items_")
	if f.db.driver == "sqlite" {
		f.exec(t, "CREATE TABLE "+strict+" (id INTEGER) STRICT")
		t.Cleanup(func() { _, _ = f.conn.Exec("DROP TABLE " + strict) })
	}
	tests := []struct {
		name, driver, query, args string
		se                        toolspec.SideEffect
		wantCode, wantHint        string
	}{
		{"boolean for an int4", "postgres", "SELECT id FROM {items} WHERE id = :id", `{"id":true}`, toolspec.Read, toolerr.CodeInvalidArguments, `"id"`},
		{"int4 out of range", "postgres", "SELECT id FROM {items} WHERE id = :id", `{"id":99999999999}`, toolspec.Read, toolerr.CodeInvalidArguments, `"id"`},
		{"boolean for a text column", "postgres", "INSERT INTO {items} (id, name) VALUES (:id, :name)", `{"id":40,"name":true}`, toolspec.Write, toolerr.CodeInvalidArguments, `"name"`},
		{"text for an integer column", "mysql", "INSERT INTO {items} (id, name) VALUES (:id, :name)", `{"id":"abc","name":"z"}`, toolspec.Write, "", "abc"},
		{"text for a STRICT integer column", "sqlite", "INSERT INTO " + strict + " (id) VALUES (:id)", `{"id":"abc"}`, toolspec.Write, "sqlite_invalid_input", "INTEGER"},
	}
	for _, tc := range tests {
		if tc.driver != f.db.driver {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			_, terr := f.invoke(t, f.tool("unfit", tc.se, tc.query, 0), tc.args)
			if terr == nil || terr.Kind != toolerr.Param || (tc.wantCode != "" && terr.Code != tc.wantCode) || !strings.Contains(terr.Hint, tc.wantHint) {
				t.Fatalf("error = %v\nwant PARAM %s with a hint naming %s", terr, tc.wantCode, tc.wantHint)
			}
		})
	}
	if n := f.count(t, f.items); n != 3 {
		t.Errorf("%s has %d rows, want 3 (nothing written)", f.items, n)
	}
}

func testExactlyOnce(t *testing.T, f *fixture) {
	tl, err := sqltool.New(f.tool("append_log", toolspec.Write, "INSERT INTO {logs} (note) VALUES (:note)", 0), f.pool)
	if err != nil {
		t.Fatal(err)
	}
	reg := registry.New(registry.Options{})
	spec := toolspec.Spec{Name: "append_log", Description: "Appends a log line.", SideEffect: toolspec.Write,
		Parameters: json.RawMessage(`{"type":"object","properties":{"note":{"type":"string"}},"required":["note"]}`), Family: toolspec.FamilySQL}
	if err := reg.Register(spec, tl); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			res, err := reg.Invoke(context.Background(), "append_log", json.RawMessage(`{"note":"cron 09:00"}`),
				registry.Call{ExecutionID: "exec-42", StepID: "write-1"})
			if err != nil {
				t.Errorf("Invoke: %v", err)
			}
			if !strings.Contains(string(res.Output), `"rows_affected":1`) {
				t.Errorf("output = %s, want rows_affected 1", res.Output)
			}
		})
	}
	wg.Wait()
	if n := f.count(t, f.logs); n != 1 {
		t.Errorf("%s has %d rows after 20 duplicate writes, want exactly 1", f.logs, n)
	}
}

// testExactlyOnceAcrossReplicas is R13's real case: two toolrunner replicas
// (each its own registry and database pool) sharing write claims in Redis,
// and a cron run that overlaps the next sending the same write to both.
func testExactlyOnceAcrossReplicas(t *testing.T, f *fixture) {
	addr := testenv.Getenv("HERMES_TEST_REDIS_ADDR", "127.0.0.1:6379")
	var b [4]byte
	_, _ = rand.Read(b[:])
	prefix := "hermes:test:" + hex.EncodeToString(b[:]) + ":"
	replica := func() *registry.Registry {
		claims, client, err := idem.OpenRedis(context.Background(), addr, idem.RedisOptions{Prefix: prefix})
		if err != nil {
			testenv.Require(t, "Redis at "+addr, err)
		}
		t.Cleanup(func() { client.Close() })
		pool := sqltool.NewPool(func(k string) (string, bool) { return f.db.dsn, k == "TEST_DSN" })
		t.Cleanup(func() { pool.Close() })
		tl, err := sqltool.New(f.tool("append_log", toolspec.Write, "INSERT INTO {logs} (note) VALUES (:note)", 0), pool)
		if err != nil {
			t.Fatal(err)
		}
		reg := registry.New(registry.Options{Claims: claims})
		spec := toolspec.Spec{Name: "append_log", Description: "Appends a log line.", SideEffect: toolspec.Write,
			Parameters: json.RawMessage(`{"type":"object","properties":{"note":{"type":"string"}},"required":["note"]}`), Family: toolspec.FamilySQL}
		if err := reg.Register(spec, tl); err != nil {
			t.Fatal(err)
		}
		return reg
	}
	replicas := []*registry.Registry{replica(), replica()}
	before := f.count(t, f.logs)
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Go(func() {
			_, err := replicas[i%2].Invoke(context.Background(), "append_log", json.RawMessage(`{"note":"inspection 09:00"}`),
				registry.Call{ExecutionID: "cron-0900", StepID: "write-1"})
			if err != nil {
				t.Errorf("Invoke: %v", err)
			}
		})
	}
	wg.Wait()
	if n := f.count(t, f.logs) - before; n != 1 {
		t.Errorf("%d rows written by 20 duplicates across two replicas, want exactly 1", n)
	}
}

func testTimeout(t *testing.T, f *fixture) {
	tl, err := sqltool.New(f.tool("slow", toolspec.Read, f.db.sleep, 0), f.pool)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	_, err = tl.Invoke(ctx, json.RawMessage(`{"s":5}`))
	te, ok := toolerr.As(err)
	if !ok || te.Kind != toolerr.System || !te.Retryable {
		t.Fatalf("error = %v, want SYSTEM retryable (timeout)", err)
	}
}

func TestStartupErrors(t *testing.T) {
	pool := sqltool.NewPool(func(string) (string, bool) { return "", false })
	defer pool.Close()
	mt := manifest.Tool{Spec: toolspec.Spec{Name: "x", SideEffect: toolspec.Read, Parameters: json.RawMessage(`{"type":"object","properties":{"a":{}}}`)},
		SQL: &manifest.SQL{Driver: "sqlite", DSNEnv: "MISSING_DSN", Query: "SELECT :a"}, Source: "m.yaml:7"}
	if _, err := sqltool.New(mt, pool); err == nil || !strings.Contains(err.Error(), "MISSING_DSN") || !strings.Contains(err.Error(), "m.yaml:7") {
		t.Errorf("missing DSN: error = %v, want one naming MISSING_DSN and m.yaml:7", err)
	}
	pool = sqltool.NewPool(func(string) (string, bool) { return "file::memory:", true })
	defer pool.Close()
	mt.SQL.Query = "SELECT :b"
	if _, err := sqltool.New(mt, pool); err == nil || !strings.Contains(err.Error(), ":b") {
		t.Errorf("undeclared placeholder: error = %v, want one naming :b", err)
	}
}
