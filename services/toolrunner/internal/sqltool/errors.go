package sqltool

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"net"
	"strings"
	"syscall"

	"github.com/go-sql-driver/mysql"
	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
)

// maxMessage caps a database message carried in an error.
const maxMessage = 300

// mapError normalizes a database failure.
func mapError(ctx context.Context, tool string, err error) *toolerr.Error {
	if te, ok := toolerr.As(err); ok {
		return te
	}
	var pg *pgconn.PgError
	var my *mysql.MySQLError
	var lite *sqlite.Error
	switch {
	case errors.As(err, &pg):
		return fromSQLState(tool, pg.Code, pg.Message, err)
	case errors.As(err, &my):
		return fromMySQL(tool, my, err)
	case errors.As(err, &lite):
		return fromSQLite(tool, lite, err)
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(ctx.Err(), context.DeadlineExceeded):
		return toolerr.NewSystem(toolerr.CodeTimeout, tool+": the query did not finish in time", true, err)
	case errors.Is(err, context.Canceled):
		return toolerr.NewSystem(toolerr.CodeCancelled, tool+": the query was cancelled", false, err)
	case isConnError(err):
		return toolerr.NewSystem(toolerr.CodeUnavailable, tool+": the database is unreachable: "+clean(err.Error()), true, err)
	default:
		return toolerr.NewSystem(toolerr.CodeInternal, tool+": database error: "+clean(err.Error()), false, err)
	}
}

func isConnError(err error) bool {
	var ne net.Error
	var pgc *pgconn.ConnectError
	return errors.Is(err, driver.ErrBadConn) || errors.Is(err, mysql.ErrInvalidConn) ||
		errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) ||
		errors.As(err, &ne) || errors.As(err, &pgc)
}

func clean(s string) string { return toolspec.Truncate(strings.TrimSpace(s), maxMessage) }

// fromSQLState maps a SQLSTATE (PostgreSQL, and MySQL where it has one).
func fromSQLState(tool, state, msg string, cause error) *toolerr.Error {
	code := "sqlstate_" + state
	m := clean(msg)
	switch {
	case state == "25006":
		return toolerr.NewSystem("read_only_violation",
			fmt.Sprintf("%s: the database refused a write inside a read-only tool: %s", tool, m), false, cause)
	case state == "57014":
		return toolerr.NewSystem(toolerr.CodeTimeout, fmt.Sprintf("%s: statement timeout: %s", tool, m), true, cause)
	case strings.HasPrefix(state, "22"), strings.HasPrefix(state, "42"):
		return &toolerr.Error{Kind: toolerr.Param, Code: code, Err: cause,
			Message: fmt.Sprintf("%s: the database rejected the query: %s", tool, m),
			Hint:    "check argument values and formats against the tool's schema: " + m}
	case strings.HasPrefix(state, "23"):
		return &toolerr.Error{Kind: toolerr.Business, Code: code, Err: cause,
			Message: fmt.Sprintf("%s: constraint violated: %s", tool, m)}
	case strings.HasPrefix(state, "08"), strings.HasPrefix(state, "53"), state == "40001", state == "40P01", state == "57P01", state == "57P03":
		return toolerr.NewSystem(code, fmt.Sprintf("%s: database unavailable: %s", tool, m), true, cause)
	default:
		return toolerr.NewSystem(code, fmt.Sprintf("%s: database error: %s", tool, m), false, cause)
	}
}

func fromMySQL(tool string, e *mysql.MySQLError, cause error) *toolerr.Error {
	m := clean(e.Message)
	switch e.Number {
	case 1792, 1290: // read-only transaction; server in --read-only mode
		return toolerr.NewSystem("read_only_violation",
			fmt.Sprintf("%s: the database refused a write inside a read-only tool: %s", tool, m), false, cause)
	case 3024, 1317, 1969: // max_execution_time, interrupted, MariaDB max_statement_time
		return toolerr.NewSystem(toolerr.CodeTimeout, fmt.Sprintf("%s: statement timeout: %s", tool, m), true, cause)
	case 1205, 1213: // lock wait timeout, deadlock
		return toolerr.NewSystem(fmt.Sprintf("mysql_%d", e.Number), fmt.Sprintf("%s: %s", tool, m), true, cause)
	}
	state := string(e.SQLState[:])
	if state == "HY000" || state == "\x00\x00\x00\x00\x00" || state == "" {
		switch {
		case e.Number == 1064 || e.Number == 1054 || e.Number == 1146:
			state = "42000"
		case e.Number == 1366 || e.Number == 1292 || e.Number == 1264 || e.Number == 1265 || e.Number == 1406:
			// An argument that does not fit its column (incorrect value,
			// out of range, truncated, too long): MySQL says HY000 where
			// MariaDB says 22xxx.
			state = "22000"
		default:
			return toolerr.NewSystem(fmt.Sprintf("mysql_%d", e.Number), fmt.Sprintf("%s: database error: %s", tool, m), false, cause)
		}
	}
	return fromSQLState(tool, state, m, cause)
}

func fromSQLite(tool string, e *sqlite.Error, cause error) *toolerr.Error {
	m := clean(e.Error())
	if e.Code() == sqlite3.SQLITE_CONSTRAINT_DATATYPE {
		// A STRICT table refused the argument's type: the arguments are at
		// fault, not a business rule.
		return toolerr.NewParam("sqlite_invalid_input", fmt.Sprintf("%s: invalid input: %s", tool, m), "check argument types: "+m)
	}
	switch e.Code() & 0xff {
	case sqlite3.SQLITE_READONLY:
		return toolerr.NewSystem("read_only_violation",
			fmt.Sprintf("%s: the database refused a write inside a read-only tool: %s", tool, m), false, cause)
	case sqlite3.SQLITE_CONSTRAINT:
		return toolerr.NewBusiness("sqlite_constraint", fmt.Sprintf("%s: constraint violated: %s", tool, m))
	case sqlite3.SQLITE_INTERRUPT:
		return toolerr.NewSystem(toolerr.CodeTimeout, fmt.Sprintf("%s: the query was interrupted: %s", tool, m), true, cause)
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
		return toolerr.NewSystem("sqlite_busy", fmt.Sprintf("%s: database busy: %s", tool, m), true, cause)
	case sqlite3.SQLITE_MISMATCH, sqlite3.SQLITE_RANGE, sqlite3.SQLITE_TOOBIG:
		return toolerr.NewParam("sqlite_invalid_input", fmt.Sprintf("%s: invalid input: %s", tool, m), "check argument values: "+m)
	case sqlite3.SQLITE_ERROR:
		if strings.Contains(m, "syntax error") || strings.Contains(m, "no such column") || strings.Contains(m, "no such table") {
			return toolerr.NewParam("sqlite_error", fmt.Sprintf("%s: the database rejected the query: %s", tool, m), m)
		}
		return toolerr.NewSystem("sqlite_error", fmt.Sprintf("%s: database error: %s", tool, m), false, cause)
	case sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_FULL, sqlite3.SQLITE_NOTADB:
		return toolerr.NewSystem("sqlite_unavailable", fmt.Sprintf("%s: database unavailable: %s", tool, m), false, cause)
	default:
		return toolerr.NewSystem("sqlite_error", fmt.Sprintf("%s: database error: %s", tool, m), false, cause)
	}
}
