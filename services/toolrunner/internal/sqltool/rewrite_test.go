package sqltool

import (
	"strings"
	"testing"
)

func TestRewrite(t *testing.T) {
	tests := []struct {
		name      string
		query     string
		d         Dialect
		wantText  string
		wantNames string
		returning bool
	}{
		{"postgres basic", "SELECT * FROM t WHERE a = :a AND b = :b", Postgres, "SELECT * FROM t WHERE a = $1 AND b = $2", "a,b", false},
		{"postgres repeated name reuses index", "WHERE (:s IS NULL OR s = :s) AND d > :d", Postgres, "WHERE ($1 IS NULL OR s = $1) AND d > $2", "s,d", false},
		{"mysql repeated name binds twice", "WHERE (:s IS NULL OR s = :s)", MySQL, "WHERE (? IS NULL OR s = ?)", "s,s", false},
		{"cast is not a placeholder", "SELECT :d::date, x::text FROM t", Postgres, "SELECT $1::date, x::text FROM t", "d", false},
		{"string literal untouched", "SELECT ':a', 'it''s :b', :c", SQLite, "SELECT ':a', 'it''s :b', ?", "c", false},
		{"mysql backslash escape", `SELECT 'a\':x', :y`, MySQL, `SELECT 'a\':x', ?`, "y", false},
		{"postgres E string", `SELECT E'a\':x', :y`, Postgres, `SELECT E'a\':x', $1`, "y", false},
		{"quoted identifier", `SELECT ":a" FROM t WHERE v = :v`, Postgres, `SELECT ":a" FROM t WHERE v = $1`, "v", false},
		{"backtick identifier", "SELECT `:a` FROM t WHERE v = :v", MySQL, "SELECT `:a` FROM t WHERE v = ?", "v", false},
		{"line comment", "SELECT 1 -- :a\nWHERE v = :v", SQLite, "SELECT 1 -- :a\nWHERE v = ?", "v", false},
		{"mysql hash comment", "SELECT 1 # :a\nWHERE v = :v", MySQL, "SELECT 1 # :a\nWHERE v = ?", "v", false},
		{"block comment", "SELECT /* :a */ :v", Postgres, "SELECT /* :a */ $1", "v", false},
		{"dollar quoted", "SELECT $$ :a $$, $tag$ :b $tag$, :v", Postgres, "SELECT $$ :a $$, $tag$ :b $tag$, $1", "v", false},
		{"assignment", "SELECT @x := :v", MySQL, "SELECT @x := ?", "v", false},
		{"time literal colon", "SELECT '10:30', :v", MySQL, "SELECT '10:30', ?", "v", false},
		{"returning", "INSERT INTO t(a) VALUES (:a) RETURNING id", Postgres, "INSERT INTO t(a) VALUES ($1) RETURNING id", "a", true},
		{"returning in string is not", "INSERT INTO t(a) VALUES ('returning')", Postgres, "INSERT INTO t(a) VALUES ('returning')", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Rewrite(tc.query, tc.d)
			if err != nil {
				t.Fatalf("Rewrite: %v", err)
			}
			if got.Text != tc.wantText || strings.Join(got.Names, ",") != tc.wantNames || got.Returning != tc.returning {
				t.Errorf("Rewrite(%q)\n got %q %v returning=%v\nwant %q %s returning=%v", tc.query, got.Text, got.Names, got.Returning, tc.wantText, tc.wantNames, tc.returning)
			}
		})
	}
}

func TestRewriteRejects(t *testing.T) {
	tests := []struct {
		name, query string
		d           Dialect
	}{
		{"unterminated string", "SELECT 'abc", Postgres},
		{"unterminated comment", "SELECT /* x", SQLite},
		{"question mark placeholder", "SELECT * FROM t WHERE a = ?", MySQL},
		{"positional placeholder", "SELECT * FROM t WHERE a = $1", Postgres},
		{"unterminated dollar quote", "SELECT $x$ abc", Postgres},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Rewrite(tc.query, tc.d); err == nil {
				t.Errorf("Rewrite(%q) succeeded, want an error", tc.query)
			}
		})
	}
}

func FuzzRewrite(f *testing.F) {
	for _, s := range []string{"SELECT :a", "SELECT ':a'", "SELECT $$:a$$", "SELECT :a::int", "-- :a\n:b", "/*", "'", "$a$"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		for _, d := range []Dialect{Postgres, MySQL, SQLite} {
			got, err := Rewrite(q, d)
			if err != nil {
				continue
			}
			for _, n := range got.Names {
				if n == "" || !isNameStart(n[0]) {
					t.Fatalf("Rewrite(%q) gave placeholder name %q", q, n)
				}
			}
		}
	})
}
